/**
 * A small HTTP server on 127.0.0.1 for the providers' fakes: records each call, answers by route.
 * `hold` makes it a provider whose answers do not come: the calls it names are acted on (the
 * answer is made) but not answered until the test releases them, or never (dropped).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedCall = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
};

export type FakeAnswer = { status: number; body: unknown; headers?: Record<string, string> };

/** Held answers: `release` sends them (and holds no more), `drop` closes their connections unanswered. */
export type Hold = { release: () => void; drop: () => void };

export type FakeServer = {
  url: string;
  calls: RecordedCall[];
  close: () => Promise<void>;
  /** Holds the answers to the calls whose path matches, from now until released or dropped. */
  hold: (path: RegExp) => Hold;
};

export async function startFake(
  answer: (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeServer> {
  const calls: RecordedCall[] = [];
  const holds: { path: RegExp; held: { send: () => void; drop: () => void }[] }[] = [];
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
          const send = () => {
            res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
            res.end(JSON.stringify(body));
          };
          const hold = holds.find((h) => h.path.test(call.path));
          if (hold) hold.held.push({ send, drop: () => req.socket.destroy() });
          else send();
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
  const hold = (path: RegExp): Hold => {
    const entry = { path, held: [] as { send: () => void; drop: () => void }[] };
    holds.push(entry);
    const end = (how: 'send' | 'drop') => {
      holds.splice(holds.indexOf(entry), 1);
      for (const held of entry.held.splice(0)) held[how]();
    };
    return { release: () => end('send'), drop: () => end('drop') };
  };
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    hold,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
