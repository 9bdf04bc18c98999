// Writes the script tag's integrity hashes (dist/cdn/manifest.json, from the build) into the
// repository README's snippet (README "Embedding the card widget"), which the e2e tests run as is.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const readme = path.resolve(here, '../../../README.md');
const manifest = JSON.parse(
  await readFile(path.resolve(here, '../dist/cdn/manifest.json'), 'utf8'),
);
let text = await readFile(readme, 'utf8');
for (const { file, integrity } of [manifest.stylesheet, manifest.script]) {
  const tag = new RegExp(`(/demo/widget/${file.replace(/\./g, '\\.')}"\\s+integrity=")[^"]*"`);
  if (!tag.test(text)) throw new Error(`README has no tag for ${file}`);
  text = text.replace(tag, `$1${integrity}"`);
}
await writeFile(readme, text);
process.stdout.write(`README: ${manifest.script.file} ${manifest.script.integrity}\n`);
