/**
 * README "Embedding the card widget", run as written (only the API's port differs): a merchant's
 * server makes the card session with the README's own calls; (a) a fresh Vite + React app in a
 * temporary folder installs the packed @paypage/widget with plain `npm install <tarball>` and
 * renders the README's React snippet; (b) a plain page renders the README's script-tag snippet
 * (its integrity hashes included). Both are served from another origin than the API's (a loopback
 * page, allowed in sandbox mode with no setting) and pay through a 3-D Secure challenge, the
 * card's digits typed only in the secured frames.
 */
// Playwright's own test: the merchant's pages never mark themselves ready.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { CHALLENGE_CARD, fillCard, watch } from './support/embed';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** A README snippet, by the marker before its code block. */
function snippet(name: string): string {
  const found = new RegExp(`<!-- snippet: ${name} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``).exec(
    readme,
  );
  if (!found) throw new Error(`README has no snippet "${name}"`);
  return found[1]!;
}

/** The README's addresses name the default port; the tests' API runs on its own. */
const onApi = (code: string, api: string) => code.replaceAll('http://localhost:3000', api);

type Route = (url: URL) => Promise<{ type: string; body: string | Buffer } | null>;

/** The merchant's server on a loopback port of its own: its pages and `GET /session`. */
async function merchantServer(dir: string, api: string, route: Route) {
  // The README's session calls, as the server's module.
  const module = path.join(dir, 'session.mjs');
  writeFileSync(module, onApi(snippet('widget-session'), api));
  const { cardSession } = (await import(module)) as { cardSession: () => Promise<unknown> };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://merchant.test');
    const answer =
      url.pathname === '/session'
        ? cardSession().then((session) => ({
            type: 'application/json',
            body: JSON.stringify(session),
          }))
        : url.pathname === '/thanks'
          ? Promise.resolve({ type: 'text/html', body: '<!doctype html><h1>Thank you</h1>' })
          : route(url);
    answer.then(
      (found) => {
        response.writeHead(found ? 200 : 404, { 'Content-Type': found?.type ?? 'text/plain' });
        response.end(found?.body ?? 'Not found');
      },
      (error: Error) => {
        response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end(error.message);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Pays with the challenge card: the frames take the digits, the bank's page the code. */
async function payWithChallenge(page: Page) {
  await fillCard(page, CHALLENGE_CARD);
  // The digits are typed in the frames only: the host page never holds them.
  expect(await page.content()).not.toContain(CHALLENGE_CARD.number);
  await page.getByRole('button', { name: 'Pay $20.50' }).click();
  const bank = page.frameLocator('iframe[title="Bank verification"]');
  await bank.getByLabel('Verification code').fill('1234');
  await bank.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
};

test('(a) a fresh Vite + React app installs the packed widget and pays with the README’s snippet', async ({
  page,
  baseURL,
}) => {
  // A cached install and a Vite build: the slow part, outside the browser.
  test.setTimeout(300_000);
  const api = new URL(baseURL!).origin;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paypage-widget-app-'));
  try {
    const npm = (args: string[]) =>
      run('npm', [...args, '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir });
    const packed = await run('npm', ['pack', '--pack-destination', dir, '--json'], {
      cwd: path.join(root, 'packages/widget'),
    });
    const tarball = (JSON.parse(packed.stdout) as { filename: string }[])[0]!.filename;
    const versions = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const version = (name: string) => versions.devDependencies[name]!;
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({
        name: 'shop',
        private: true,
        type: 'module',
        dependencies: { react: version('react'), 'react-dom': version('react-dom') },
        devDependencies: {
          vite: version('vite'),
          '@vitejs/plugin-react': version('@vitejs/plugin-react'),
        },
      }),
    );
    await npm(['install']);
    await npm(['install', `./${tarball}`]);
    await mkdir(path.join(dir, 'src'));
    writeFileSync(
      path.join(dir, 'vite.config.js'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
    );
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>A shop</title></head><body><main><h1>A shop</h1><div id="root"></div></main><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    writeFileSync(path.join(dir, 'src/pay.tsx'), onApi(snippet('widget-react'), api));
    writeFileSync(
      path.join(dir, 'src/main.tsx'),
      [
        "import { createRoot } from 'react-dom/client';",
        "import { Pay } from './pay';",
        "const session = await fetch('/session').then((answer) => answer.json());",
        "createRoot(document.getElementById('root')!).render(<Pay session={session} />);",
      ].join('\n'),
    );
    await run(path.join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
      cwd: dir,
    });
    // One React: the app's (the package's is a peer).
    expect(existsSync(path.join(dir, 'node_modules/@paypage/widget/node_modules/react'))).toBe(
      false,
    );
    const dist = path.join(dir, 'dist');
    const shop = await merchantServer(dir, api, async (url) => {
      const file = path.join(dist, url.pathname === '/' ? 'index.html' : url.pathname);
      if (!file.startsWith(dist) || !existsSync(file)) return null;
      return {
        type: TYPES[path.extname(file)] ?? 'application/octet-stream',
        body: await readFile(file),
      };
    });
    try {
      const seen = watch(page);
      await page.goto(`${shop.origin}/`);
      await payWithChallenge(page);
      expect(seen.errors).toEqual([]);
    } finally {
      shop.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('(b) a plain page on another port pays with the README’s script-tag snippet', async ({
  page,
  baseURL,
}) => {
  const api = new URL(baseURL!).origin;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paypage-widget-page-'));
  const shop = await merchantServer(dir, api, async (url) => {
    if (url.pathname === '/favicon.ico') return { type: 'image/x-icon', body: '' };
    if (url.pathname !== '/') return null;
    // The session as the shop's server hands it to its page, then the README's snippet.
    const session = JSON.stringify(await (await fetch(`${shopOrigin}/session`)).json());
    return {
      type: 'text/html',
      body: `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>A shop</title>
<script>const session = ${session};</script></head><body><main><h1>A shop</h1>
${onApi(snippet('widget-script-tag'), api)}</main></body></html>`,
    };
  });
  const shopOrigin = shop.origin;
  try {
    const seen = watch(page);
    const consoleErrors: string[] = [];
    page.on(
      'console',
      (message) => message.type() === 'error' && consoleErrors.push(message.text()),
    );
    await page.goto(`${shop.origin}/`);
    await payWithChallenge(page);
    expect(seen.errors).toEqual([]);
    // An integrity mismatch (README stale after a widget change) is a console error: run
    // `npm run readme-tags -w @paypage/widget`. (Chromium blocks the bank page's autofocus in a
    // cross-origin frame, and says so.)
    expect(consoleErrors.filter((text) => !text.startsWith('Blocked autofocusing'))).toEqual([]);
  } finally {
    shop.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
