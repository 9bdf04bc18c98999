/**
 * Shared set-up of the screen components' tests (not shipped: only `*.test.tsx` import it).
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { createApiClient, type ApiClientOptions } from '../api/client';
import { MockCheckoutProviders } from '../mocks/providers';
import type { CheckoutNavigate } from '../state/navigation';

export type ProvidersOptions = {
  token?: string;
  navigate?: CheckoutNavigate;
  client?: ApiClientOptions;
};

/** Renders inside the app's providers (fixed today, a fresh client), answered by MSW. */
export function renderWithProviders(ui: React.ReactNode, options: ProvidersOptions = {}) {
  const user = userEvent.setup();
  const client = createApiClient(options.client);
  const result = render(
    <MockCheckoutProviders token={options.token} navigate={options.navigate} client={client}>
      {ui}
    </MockCheckoutProviders>,
  );
  return { ...result, user, client };
}
