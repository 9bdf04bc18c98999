// Writes the script tag's integrity hashes (dist/cdn/manifest.json, from the build) into the
// repository README's snippet (README "Embedding the card widget"), which the e2e tests run as is.
// The size gate checks the README against the build with `readmeTagsCurrent`.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const readme = path.resolve(here, '../../../README.md');
const manifestFile = path.resolve(here, '../dist/cdn/manifest.json');

/** `text` (the README) with the integrity of each of the build's tags set from `manifest`. */
export function withIntegrity(text, manifest) {
  let out = text;
  for (const { file, integrity } of [manifest.stylesheet, manifest.script]) {
    const tag = new RegExp(`(/demo/widget/${file.replace(/\./g, '\\.')}"\\s+integrity=")[^"]*"`);
    if (!tag.test(out)) throw new Error(`README has no tag for ${file}`);
    out = out.replace(tag, `$1${integrity}"`);
  }
  return out;
}

/** Whether the README's tags carry the built files' integrity (false: run `readme-tags`). */
export async function readmeTagsCurrent() {
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const text = await readFile(readme, 'utf8');
  return withIntegrity(text, manifest) === text;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  await writeFile(readme, withIntegrity(await readFile(readme, 'utf8'), manifest));
  process.stdout.write(`README: ${manifest.script.file} ${manifest.script.integrity}\n`);
}
