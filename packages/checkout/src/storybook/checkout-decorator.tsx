/**
 * The one story decorator of the checkout screens: the providers the app wraps a page in (an API
 * client of the story's own, today fixed to `MOCK_TODAY`, navigation, the payment data of a
 * token), answered by the story's MSW scenario (`parameters.msw.handlers`).
 *
 * ```ts
 * const meta = {
 *   decorators: [withCheckoutProviders],
 *   parameters: { msw: { handlers: scenario('unpaid-all-methods') } },
 * } satisfies Meta<typeof PaymentForm>;
 * ```
 *
 * `parameters.checkout` adjusts it per story: `{ token, today, navigate, client, checkingClock }`
 * (pass `fn()` as `navigate` to assert where a screen sends the payer; a `client` of its own to
 * replace how the invoice PDF opens, say; a `checkingClock` to end the check of an unknown
 * outcome at once).
 */
import type { Decorator } from '@storybook/react-vite';
import type { ApiClient } from '../api/client';
import type { Today } from '../format/today';
import { MockCheckoutProviders } from '../mocks/providers';
import { CheckingClockProvider, type CheckingClock } from '../state/checking-clock';
import type { CheckoutNavigate } from '../state/navigation';

export type CheckoutStoryParameters = {
  checkout?: {
    token?: string;
    today?: Today;
    navigate?: CheckoutNavigate;
    client?: ApiClient;
    checkingClock?: CheckingClock;
  };
};

export const withCheckoutProviders: Decorator = (Story, context) => {
  const options = (context.parameters as CheckoutStoryParameters).checkout ?? {};
  return (
    // Keyed by the story: each story (and each re-render of it) loads its own data afresh.
    <MockCheckoutProviders
      key={context.id}
      token={options.token}
      today={options.today}
      navigate={options.navigate}
      client={options.client}
    >
      {options.checkingClock ? (
        <CheckingClockProvider clock={options.checkingClock}>
          <Story />
        </CheckingClockProvider>
      ) : (
        <Story />
      )}
    </MockCheckoutProviders>
  );
};
