/**
 * Starts src/main.ts in a child process (as `npm start` would, through tsx) and waits for its
 * "paypage is running at …" line. Output is collected line by line for the test to read.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type ApiProcess = {
  url: string;
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  /** Resolves with the exit code (and signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function spawnApi(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...(process.env as Record<string, string>),
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: '',
      SECURED_FIELDS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`the API did not start in ${timeoutMs} ms:\n${stderr.join('\n')}`));
    }, timeoutMs);
    const lines = (stream: NodeJS.ReadableStream, into: string[]) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop() ?? '';
        for (const line of parts) {
          into.push(line);
          const running = /paypage is running at (http:\/\/localhost:\d+)/.exec(line);
          if (running) {
            clearTimeout(timer);
            resolve(running[1]!.replace('localhost', '127.0.0.1'));
          }
        }
      });
    };
    lines(child.stdout!, stdout);
    lines(child.stderr!, stderr);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code}) before starting:\n${stderr.join('\n')}`));
    });
  });
  return { url, child, stdout, stderr, exited };
}
