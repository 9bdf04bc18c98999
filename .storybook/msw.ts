/**
 * Mock Service Worker for stories: a story answers its API calls by naming handlers in
 * `parameters.msw.handlers` (the shared handlers of `@paypage/checkout`'s mocks). The worker starts
 * once, only when the first story that needs it renders.
 *
 * `handlers` may also be a function returning them, called at every render of the story: a
 * stateful scenario (receipt polling, a status update) then starts afresh each time.
 */
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';

export type MswParameters = {
  handlers?: RequestHandler[] | Record<string, RequestHandler[]> | (() => RequestHandler[]);
};

let worker: Promise<SetupWorker> | undefined;

function startWorker(): Promise<SetupWorker> {
  worker ??= import('msw/browser').then(async ({ setupWorker }) => {
    const instance = setupWorker();
    await instance.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL ?? '/'}mockServiceWorker.js` },
    });
    return instance;
  });
  return worker;
}

function flatten(handlers: MswParameters['handlers']): RequestHandler[] {
  if (!handlers) return [];
  if (typeof handlers === 'function') return handlers();
  return Array.isArray(handlers) ? handlers : Object.values(handlers).flat();
}

/** Storybook loader: installs the story's handlers before it renders. */
export async function mswLoader({ parameters }: { parameters: { msw?: MswParameters } }) {
  const handlers = flatten(parameters.msw?.handlers);
  if (handlers.length === 0 && !worker) return {};
  const instance = await startWorker();
  instance.resetHandlers(...handlers);
  return {};
}
