import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../mocks/node';
import { MockCheckoutProviders } from '../../mocks/providers';
import { scenario, type ScenarioName } from '../../mocks/scenarios';
import { CanceledView } from './canceled-view';

const server = setupMockServer(() => scenario('canceled'));

describe('CanceledView', () => {
  it.each([
    ['canceled', 'Northwind Studio canceled this invoice', 'avery@northwind.example'],
    [
      'canceled-payment-request',
      'Harbor Dental Care canceled this payment request',
      'billing@harbordental.example',
    ],
  ] as const satisfies readonly [ScenarioName, string, string][])(
    '%s: the heading, the amount, the badge and whom to write to',
    async (name, heading, email) => {
      server.use(...scenario(name));
      render(
        <MockCheckoutProviders>
          <CanceledView />
        </MockCheckoutProviders>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByText('Canceled')).toHaveAttribute('data-tone', 'neutral');
      expect(screen.getByText('Amount')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    },
  );
});
