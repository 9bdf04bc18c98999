import { render, screen } from '@testing-library/react';
import { RESPONSE_EXAMPLES } from '@paypage/contract/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCardWidget } from './index';

const setupAnswer = RESPONSE_EXAMPLES['POST /sandbox/adyen/sessions/:id/setup'];

afterEach(() => vi.unstubAllGlobals());

// README "Embedding the card widget", the React snippet.
export const Pay = ({ session }: { session: { id: string; sessionData: string } }) => (
  <SessionCardWidget
    session={session}
    clientKey="sandbox_paypage_local"
    environment="sandbox"
    context="http://localhost:3000/api/v1"
    onPaymentCompleted={() => location.assign('/thanks')}
  />
);

describe('SessionCardWidget (the README React snippet)', () => {
  it('sets up the session and shows its amount', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ ...setupAnswer, amount: { value: 2_050, currency: 'USD' } })),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    render(<Pay session={{ id: 'CS0123456789ABCDEF01234567', sessionData: 'Ab02first' }} />);
    expect(await screen.findByRole('button', { name: 'Pay $20.50' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      'http://localhost:3000/api/v1/sandbox/adyen/sessions/CS0123456789ABCDEF01234567/setup',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('throws an integration error for a wrong-environment key as it renders', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <SessionCardWidget
          session={{ id: 'CS1', sessionData: 'Ab02' }}
          clientKey="live_ABC"
          environment="sandbox"
          context="http://localhost:3000/api/v1"
        />,
      ),
    ).toThrow('The clientKey is a live_ key, which does not work in the sandbox environment');
  });
});
