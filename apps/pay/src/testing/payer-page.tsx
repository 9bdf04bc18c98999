import * as React from 'react';
import { createApiClient, PaymentDataStore } from '@paypage/checkout';
import { MOCK_TODAY } from '@paypage/checkout/mocks';
import { App } from '../app';
import { createMemoryHistory } from '../router';

/**
 * Stories only: the whole app at `address`, on a memory history and a store of its own, answered
 * by the story's MSW scenario (the Pay/Payer page and Pay/Routes stories).
 */
export function PayerPage({ address }: { address: string }) {
  const [history] = React.useState(() => createMemoryHistory(address));
  const [store] = React.useState(() => new PaymentDataStore(createApiClient()));
  return <App history={history} store={store} today={MOCK_TODAY} />;
}

/** The page's heading (level 1), once it is there. */
export const h1 = (canvas: {
  findByRole: (role: 'heading', options: object) => Promise<HTMLElement>;
}) => canvas.findByRole('heading', { level: 1 });
