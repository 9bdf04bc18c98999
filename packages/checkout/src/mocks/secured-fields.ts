/**
 * The secured fields of the mocks' card sessions (stories and jsdom tests): the fixture's key
 * (its private half is mocks/card-key.ts, so the mocked processor opens what the frames encrypt)
 * and a frames' origin that is never the page's own. In a page on a loopback host (Storybook on
 * `localhost:6006`, its test-runner on `127.0.0.1:<port>`) the frames come from the OTHER loopback
 * name on the same port (`127.0.0.1:6006`, `localhost:<port>`): another origin, so the frames are
 * isolated from the story exactly as from the payer page, without a second server. Storybook
 * serves the frame build at its root (.storybook/main.ts).
 */
import { exampleSecuredFields } from '@paypage/contract/fixtures';
import type { SecuredFields } from '@paypage/contract';

const OTHER_LOOPBACK: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

/** The frames' origin for a page at `location`: its other loopback host, same port and scheme. */
export function otherLoopbackOrigin(location: Pick<Location, 'protocol' | 'hostname' | 'port'>) {
  const host = OTHER_LOOPBACK[location.hostname];
  if (!host) return null;
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}`;
}

/** The mocks' secured fields: the fixture's key, the frames on the page's other loopback host. */
export function mockSecuredFields(): SecuredFields {
  const origin = typeof window === 'undefined' ? null : otherLoopbackOrigin(window.location);
  return origin ? { ...exampleSecuredFields, origin } : exampleSecuredFields;
}

/** A frames' origin that answers nothing the frames need (every file 404s): the load failure. */
export function unreachableSecuredFields(): SecuredFields & { path: string } {
  return { ...mockSecuredFields(), path: '/no-frames-here/' };
}
