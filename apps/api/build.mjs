// Bundles the API for `npm start`: workspace packages (TypeScript sources) are bundled in, npm
// dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@paypage/'),
);

// main.js and, beside it, the invoice PDF's worker thread (src/files/invoice-pdfs.ts loads it).
await build({
  entryPoints: {
    main: 'src/main.ts',
    'pdf-worker': 'src/files/pdf-worker.ts',
    // `node apps/api/dist/keys-cli.js create --name shop` where there is no tsx (the Docker image).
    'keys-cli': 'src/keys-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
