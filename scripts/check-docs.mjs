// The project documents itself in its own words: every `docs/<file>.md#<section>` that the README,
// docs or source cite must exist, and nothing cites a file outside the repository or a piece of
// the project's history (issue numbers, work-branch labels). Run by `npm run lint`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { root } from './lib/proc.mjs';

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown file offers: one per heading, repeats numbered as GitHub does. */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = headingAnchor(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** What a line must not say: a file outside the repository, or the project's history. */
export const FORBIDDEN = [
  [/\.\.\/shared\//, 'a file outside the repository'],
  [/\b(card-widget|payer-page)\.md\s*§/, 'a section of a specification outside the repository'],
  [/(?<![\w/.-])card-widget\.md/, 'a specification outside the repository (cite docs/widget.md)'],
  [/\b[Ii]ssues? \d{1,3}\b/, 'an issue number'],
  [/\bsession \d{2}\b/, 'a work session'],
  [/\b(h\d{2}-[a-z]+|s\d{2}-h\d+|lead\d{2})\b/, 'a work-branch label'],
];

/** The problems of one file's text: missing cited sections, forbidden references. */
export function problemsIn(file, text, readDoc) {
  const problems = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const match of line.matchAll(/\bdocs\/([a-z0-9-]+\.md)(?:#([a-z0-9_-]+))?/g)) {
      const [, doc, anchor] = match;
      const markdown = readDoc(doc);
      if (markdown === undefined)
        problems.push(`${where}: cites docs/${doc}, which does not exist`);
      else if (anchor && !anchorsOf(markdown).has(anchor)) {
        problems.push(`${where}: cites docs/${doc}#${anchor}, a section it does not have`);
      }
    }
    for (const [pattern, what] of FORBIDDEN) {
      if (pattern.test(line))
        problems.push(`${where}: cites ${what}: ${line.trim().slice(0, 100)}`);
    }
  });
  return problems;
}

function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return out
    .split('\0')
    .filter((file) => /\.(ts|tsx|mjs|js|md|css|html)$/.test(file))
    .filter((file) => !file.endsWith('CHANGELOG.md') && !file.startsWith('scripts/check-docs'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const docs = new Map();
  const readDoc = (name) => {
    if (!docs.has(name)) {
      const full = path.join(root, 'docs', name);
      docs.set(name, existsSync(full) ? readFileSync(full, 'utf8') : undefined);
    }
    return docs.get(name);
  };
  const problems = trackedFiles().flatMap((file) =>
    problemsIn(file, readFileSync(path.join(root, file), 'utf8'), readDoc),
  );
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} reference problem(s): cite docs/… sections that exist.`);
    process.exit(1);
  }
}
