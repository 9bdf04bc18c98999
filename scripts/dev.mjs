// `npm run dev`: the API in watch mode on port 3001 and Vite (with hot reload) on 3000, proxying /api.
import { bin, start } from './lib/proc.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const api = start(bin('tsx'), ['watch', 'apps/api/src/main.ts'], {
  // The merchant API's payer URLs point at the page, which Vite serves on 3000.
  env: {
    ...process.env,
    PORT: apiPort,
    STATIC_DIR: '',
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000',
  },
});
const web = start(bin('vite'), ['--host', '127.0.0.1'], {
  cwd: new URL('../apps/pay/', import.meta.url).pathname,
  env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
});
const stop = () => {
  api.stop();
  web.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
