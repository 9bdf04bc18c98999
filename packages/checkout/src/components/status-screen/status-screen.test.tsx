import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@paypage/ui';
import { STATUS_BADGES } from '../../payment-request/status-screens';
import { makePaymentRequest } from '../../mocks/fixtures';
import { StatusPage } from './status-page';
import { ClockIcon, StatusDetail, StatusDetails, StatusScreen } from './status-screen';

function Screen({ loading = false }: { loading?: boolean }) {
  return (
    <StatusScreen
      loading={loading}
      badge={STATUS_BADGES.processing}
      icon={ClockIcon}
      title="Payment Processing"
      text="On its way."
      details={
        <StatusDetails>
          <StatusDetail label="Amount" numeric>
            $1,250.00
          </StatusDetail>
        </StatusDetails>
      }
      actions={<Button>Act</Button>}
      footer="A note."
    />
  );
}

describe('StatusScreen', () => {
  it('shows the badge, the one h1, the text, the facts, the action and the footer', () => {
    render(<Screen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();
    expect(screen.getByText('Processing')).toHaveAttribute('data-tone', 'info');
    expect(screen.getByText('On its way.')).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('Amount');
    expect(screen.getByRole('definition')).toHaveTextContent('$1,250.00');
    expect(screen.getByRole('button', { name: 'Act' })).toBeEnabled();
    expect(screen.getByText('A note.')).toBeInTheDocument();
  });

  it('while loading, hides every part from assistive technology and says Loading… once', () => {
    const { container } = render(<Screen loading />);
    expect(container.querySelector('[data-slot="status-screen"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getAllByText('Loading…')).toHaveLength(1);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    // Icon, badge, heading, text, facts, action, footer: each an inert placeholder.
    expect(container.querySelectorAll('[inert]')).toHaveLength(7);
  });

  it('a pending fact keeps its label and shows a placeholder for the value', () => {
    render(
      <StatusDetails>
        <StatusDetail label="Payment method" pending>
          Card
        </StatusDetail>
      </StatusDetails>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Payment method');
    expect(screen.queryByText('Card')).toBeNull();
    expect(screen.getByRole('definition').querySelector('[data-slot="skeleton"]')).not.toBeNull();
  });
});

describe('StatusPage', () => {
  it.each([
    ['sandbox', true],
    ['production', false],
    [undefined, false],
  ] as const)("a request answered in %s mode: 'Test mode' badge %s", (mode, shown) => {
    render(<StatusPage request={makePaymentRequest({ mode })}>Body</StatusPage>);
    expect(screen.queryByText('Test mode') !== null).toBe(shown);
  });
});
