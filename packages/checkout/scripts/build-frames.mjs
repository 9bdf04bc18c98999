// Builds the secured field frames (src/secured-fields/frame) into plain static files in
// dist/frames: one small script and stylesheet shared by six documents, one per field. The API
// serves them on the frames' own origin (SECURED_FIELDS_PORT); any static host can too.
import { build } from 'esbuild';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '../src/secured-fields/frame');
const out = path.resolve(here, '../dist/frames');

/** The documents: file name, title, input attributes, and whether it catches autofill. */
export const FRAME_DOCUMENTS = [
  ['card-number', 'Iframe for secured card number', 'cc-number', true],
  ['expiry-date', 'Iframe for secured card expiry date', 'cc-exp', false],
  ['security-code', 'Iframe for secured card security code', 'cc-csc', false],
  ['password', 'Iframe for secured card password', 'off', false],
  ['gift-card-number', 'Iframe for secured gift card number', 'off', false],
  ['gift-card-pin', 'Iframe for secured gift card PIN', 'off', false],
];

// Visually hidden inputs the browser's autofill fills with the rest of the card (as Adyen's do).
const catchers =
  '<input class="hidden" data-catch="cc-exp" autocomplete="cc-exp" tabindex="-1" aria-hidden="true" name="exp">' +
  '<input class="hidden" data-catch="cc-name" autocomplete="cc-name" tabindex="-1" aria-hidden="true" name="name">';

function documentFor([, title, autocomplete, catches]) {
  return `<!doctype html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><link rel="stylesheet" href="frame.css"><script type="module" src="frame.js"></script></head>
<body><input id="field" name="field" type="text" inputmode="numeric" autocomplete="${autocomplete}" autocorrect="off" spellcheck="false" aria-describedby="error" aria-invalid="false"><span id="error" class="hidden"></span>${catches ? catchers : ''}</body></html>
`;
}

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
await build({
  entryPoints: [path.join(source, 'entry.ts')],
  outfile: path.join(out, 'frame.js'),
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
});
await copyFile(path.join(source, 'frame.css'), path.join(out, 'frame.css'));
// The kit's font, its Latin subset (the digits and separators a field shows), from the frames'
// own origin: their policy allows fonts from 'self' only.
const font = createRequire(path.resolve(here, '../../ui/package.json')).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);
await copyFile(font, path.join(out, 'inter-latin-wght-normal.woff2'));
for (const frame of FRAME_DOCUMENTS) {
  await writeFile(path.join(out, `${frame[0]}.html`), documentFor(frame));
}
