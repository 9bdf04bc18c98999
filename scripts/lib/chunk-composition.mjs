// What a built chunk is made of: bytes per source module (and per package), from its source map.
// Usage: node scripts/lib/chunk-composition.mjs apps/pay/dist/assets/index-XXXX.js [--top 30]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');

/** Bytes of minified output attributed to each original source file. */
export function composition(jsFile) {
  const code = readFileSync(jsFile, 'utf8');
  const map = JSON.parse(readFileSync(`${jsFile}.map`, 'utf8'));
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const bytes = new Map();
  let previous = null;
  consumer.eachMapping((mapping) => {
    if (previous && previous.generatedLine === mapping.generatedLine) {
      const length = mapping.generatedColumn - previous.generatedColumn;
      bytes.set(previous.source, (bytes.get(previous.source) ?? 0) + length);
    } else if (previous) {
      const rest = (lines[previous.generatedLine - 1]?.length ?? 0) - previous.generatedColumn;
      bytes.set(previous.source, (bytes.get(previous.source) ?? 0) + rest);
    }
    previous = mapping;
  });
  return bytes;
}

/** `node_modules/react-dom/…` → `react-dom`; `packages/ui/src/components/x/…` → `@paypage/ui/components/x`. */
export function groupOf(source) {
  if (!source) return '(unmapped)';
  const nm = source.lastIndexOf('node_modules/');
  if (nm !== -1) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const pkg = /(packages\/[^/]+|apps\/[^/]+)\/src\/([^/]+)(\/[^/]+)?/.exec(source);
  if (pkg) return `${pkg[1]}/${pkg[2]}${pkg[3] && !pkg[3].includes('.') ? pkg[3] : ''}`;
  return source;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  const top = Number(process.argv[process.argv.indexOf('--top') + 1] || 40);
  const groups = new Map();
  let total = 0;
  for (const [source, size] of composition(file)) {
    const group = groupOf(source);
    groups.set(group, (groups.get(group) ?? 0) + size);
    total += size;
  }
  console.log(`${file}: ${(total / 1000).toFixed(1)} kB minified (mapped)`);
  for (const [group, size] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(size / 1000).toFixed(1).padStart(7)} kB  ${group}`);
  }
}
