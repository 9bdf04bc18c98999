/** A small HTTP server on 127.0.0.1 for the providers' fakes: records each call, answers by route. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedCall = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
};

export type FakeAnswer = { status: number; body: unknown; headers?: Record<string, string> };

export type FakeServer = {
  url: string;
  calls: RecordedCall[];
  close: () => Promise<void>;
};

export async function startFake(
  answer: (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeServer> {
  const calls: RecordedCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      calls.push(call);
      void Promise.resolve(answer(call)).then(
        ({ status, body, headers }) => {
          res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
          res.end(JSON.stringify(body));
        },
        (error: unknown) => {
          res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: String(error) }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
