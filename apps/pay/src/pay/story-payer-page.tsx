import * as React from 'react';
import { createApiClient } from '@paypage/checkout';
import { MOCK_TODAY } from '@paypage/checkout/mocks';
import { App } from '../app';
import { createMemoryHistory } from '../router';

/**
 * Stories only: the whole app at `address`, on a memory history, answered by the story's MSW
 * scenario (the Pay/Payer page and Pay/Routes stories).
 */
export function PayerPage({ address }: { address: string }) {
  const [history] = React.useState(() => createMemoryHistory(address));
  const [client] = React.useState(() => createApiClient());
  return <App history={history} client={client} today={MOCK_TODAY} />;
}
