import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { scriptedAdyenWeb } from '../../testing/scripted-adyen-web';
import { AdyenSessionWidget, type AdyenSessionWidgetProps } from './adyen-session-widget';

/** The live form over Adyen's fields (a scripted stand-in of Adyen Web), through the interface. */
async function renderLive(props: Partial<AdyenSessionWidgetProps> = {}) {
  const adyen = scriptedAdyenWeb();
  const callbacks = {
    onChange: vi.fn(),
    onError: vi.fn(),
    onPaymentCompleted: vi.fn(),
    onPaymentFailed: vi.fn(),
  };
  const view = render(
    <AdyenSessionWidget
      session={{ id: 'CS0000000000000001', sessionData: 'Ab02b4c0!BQABAgA' }}
      clientKey="test_ABCDEF"
      environment="test"
      locale="en-US"
      context="https://pay.example/api/v1/"
      hasHolderName
      holderNameRequired
      loadAdyenWeb={adyen.load}
      {...callbacks}
      {...props}
    />,
  );
  await waitFor(() => expect(adyen.container()).not.toBeNull());
  await adyen.configure();
  return { adyen, view, ...callbacks };
}

describe('the live form on Adyen’s fields', () => {
  it('mounts CustomCard on the element holding its three data-cse boxes', async () => {
    const { adyen } = await renderLive();
    const names = [...adyen.container()!.querySelectorAll('[data-cse]')].map((node) =>
      node.getAttribute('data-cse'),
    );
    expect(names).toEqual(['encryptedCardNumber', 'encryptedExpiryDate', 'encryptedSecurityCode']);
  });

  it('shows Adyen’s brand and its errors in our words, and tells onChange when valid', async () => {
    const { adyen, view, onChange } = await renderLive();
    await adyen.brand('amex');
    const root = view.container.querySelector('[data-slot="card-widget"]');
    expect(root).toHaveAttribute('data-status', 'ready');
    expect(screen.getByText(/Security code.*CID/)).toBeInTheDocument();
    await adyen.validationErrors([{ fieldType: 'encryptedCardNumber', error: 'cc.num.902' }]);
    expect(screen.getByText('Check the card number')).toBeInTheDocument();
    await adyen.validationErrors([]);
    expect(screen.queryByText('Check the card number')).toBeNull();
    for (const field of ['encryptedCardNumber', 'encryptedExpiryDate', 'encryptedSecurityCode'])
      await adyen.fieldValid(field, true);
    expect(onChange).toHaveBeenLastCalledWith({
      status: 'ready',
      brand: 'amex',
      isValid: true,
      isSfpValid: true,
    });
  });

  it('pays through Adyen’s session with our holder name, then reports the result', async () => {
    const fetch = vi.fn(async () => new Response('{"status":"PAID"}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { adyen, onPaymentCompleted } = await renderLive();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Enter the name on the card')).toBeInTheDocument();
    expect(adyen.submitted()).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /name on card/i }), 'J. Smith');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    // Not valid yet: Adyen's fields show their errors, nothing is sent.
    expect(adyen.submitted()).toBeNull();
    adyen.setValid(true);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(adyen.submitted()).toMatchObject({ paymentMethod: { holderName: 'J. Smith' } });
    await adyen.complete({ resultCode: 'Authorised', sessionResult: 'X3XtfGC9!H4s' });
    await waitFor(() =>
      expect(onPaymentCompleted).toHaveBeenCalledWith({ resultCode: 'Authorised' }),
    );
    expect(fetch).toHaveBeenCalledWith(
      'https://pay.example/api/v1/widget/sessions/CS0000000000000001/result',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ clientKey: 'test_ABCDEF', sessionResult: 'X3XtfGC9!H4s' }),
      }),
    );
  });

  it('shows the 3-D Secure action Adyen’s session answers in its own box, the card form hidden', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    const { adyen, view, onPaymentCompleted } = await renderLive({ hasHolderName: false });
    adyen.setValid(true);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Pay/ }));
    const mountedOn = await adyen.action();
    const box = view.container.querySelector('[data-slot="challenge"]');
    expect(box).not.toBeNull();
    expect(mountedOn()).toBe(box);
    expect(screen.getByTitle('challenge')).toBeInTheDocument();
    expect(view.container.querySelector('form')).not.toBeVisible();
    await adyen.complete({ resultCode: 'Authorised', sessionResult: 'X3XtfGC9!H4s' });
    await waitFor(() =>
      expect(onPaymentCompleted).toHaveBeenCalledWith({ resultCode: 'Authorised' }),
    );
  });

  it('after a refused challenge, shows the card form again', async () => {
    const { adyen, view, onPaymentFailed } = await renderLive({ hasHolderName: false });
    adyen.setValid(true);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Pay/ }));
    await adyen.action();
    await adyen.fail({ resultCode: 'Refused' });
    expect(onPaymentFailed).toHaveBeenCalledWith({ resultCode: 'Refused' });
    expect(view.container.querySelector('[data-slot="challenge"]')).toBeNull();
    expect(view.container.querySelector('form')).toBeVisible();
  });
});
