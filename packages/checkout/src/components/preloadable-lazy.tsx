import * as React from 'react';

export type PreloadableLazy<P extends object> = React.FC<P> & {
  /** Loads the component's chunk; once it is in, the component renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` that can be loaded ahead: once `preload()` (or a first render) has the module, the
 * component renders at once instead of suspending for a tick. A server-rendered page preloads its
 * first screen's parts before it hydrates, so they hydrate with the rest, live from the start
 * (with `React.lazy` alone, each would stay inert until a later pass, and a tap on it is lost).
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
): PreloadableLazy<P> {
  let loaded: React.ComponentType<P> | undefined;
  let pending: Promise<React.ComponentType<P>> | undefined;
  const get = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a later attempt loads again
        throw error;
      },
    );
    return pending;
  };
  const Lazy = React.lazy(() => get().then((component) => ({ default: component })));
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Component, { preload: () => get().then(() => undefined) });
}
