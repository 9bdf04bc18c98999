import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAY_BUTTON_COMPLETED_MS, PAYER_PAGE_CARD_BRANDS } from '../form/card-constants';
import {
  exampleSecuredFields,
  fingerprint,
  fingerprintAction,
  redirectActions,
} from '@paypage/contract/fixtures';
import { openMockBlob } from '../../mocks/card-key';
import { CardWidget } from './card-widget';
import { connectSimulatedFrames, type SimulatedFrames } from '../testing/simulated-frames';
import type { PaymentActions, CardWidgetProps, SubmitState } from '../options/widget-types';

const today = new Date('2026-11-22T17:00:00.000Z');

function renderWidget(props: Partial<CardWidgetProps> = {}) {
  const callbacks = {
    onSubmit: vi.fn<(state: SubmitState, actions: PaymentActions) => void>(),
    onAdditionalDetails: vi.fn(),
    onChange: vi.fn(),
    onError: vi.fn(),
    onPaymentCompleted: vi.fn(),
    onPaymentFailed: vi.fn(),
  };
  const view = render(
    <CardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: 125_000, currency: 'USD' }}
      brands={PAYER_PAGE_CARD_BRANDS}
      hasHolderName
      holderNameRequired
      billingAddressRequired
      enableStoreDetails
      merchantName="Northwind Studio"
      wallets={{ googlePay: true, applePay: true }}
      today={today}
      {...callbacks}
      {...props}
    />,
  );
  return { ...callbacks, view };
}

/** Renders the widget and connects its (simulated) secured frames: the form is ready. */
async function renderReady(props: Partial<CardWidgetProps> = {}) {
  const rendered = renderWidget(props);
  const frames = await connectSimulatedFrames();
  return { ...rendered, frames };
}

async function fillValidCard(user: ReturnType<typeof userEvent.setup>, frames: SimulatedFrames) {
  await user.click(screen.getByLabelText('Name on card'));
  await user.paste('Sam Rivera');
  await frames.type('cardNumber', '4111111111111111');
  await frames.type('expiryDate', '0330');
  await frames.type('securityCode', '737');
  await user.click(screen.getByLabelText('Street address'));
  await user.paste('500 Market St');
  await user.click(screen.getByLabelText('City'));
  await user.paste('San Francisco');
  await user.selectOptions(screen.getByLabelText('State'), 'CA');
  await user.type(screen.getByLabelText('ZIP code'), '94105');
}

const payButton = () =>
  screen.getByRole('button', { name: /^Pay \$1,250\.00$|^Payment accepted$/ });

afterEach(() => vi.useRealTimers());

/** Pays with a valid card and answers ChallengeShopper: the challenge, and its page's answer. */
async function openChallenge(props: Partial<CardWidgetProps> = {}) {
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const rendered = await renderReady({ challengeOrigin: 'http://localhost:3000', ...props });
  await fillValidCard(user, rendered.frames);
  await user.click(payButton());
  const token = btoa(
    JSON.stringify({
      acsURL: '/api/v1/sandbox/3ds/challenge',
      acsTransID: 'acs-1',
      messageVersion: '2.2.0',
      threeDSServerTransID: 'server-1',
      messageType: 'CReq',
    }),
  );
  const [, actions] = rendered.onSubmit.mock.calls[0] ?? [];
  act(() =>
    actions?.resolve({
      resultCode: 'ChallengeShopper',
      action: { type: 'threeDS2', subtype: 'challenge', paymentData: 'pd-1', token },
    }),
  );
  // The challenge is a part loaded with `import()` (its loading state holds the place meanwhile):
  // it is under way once it has posted its form and focused its heading (and listens for the answer).
  await waitFor(() =>
    expect(
      rendered.view.container.querySelector('[data-slot="three-ds-challenge"] h3'),
    ).toHaveFocus(),
  );
  const frame = rendered.view.container.querySelector(
    '[data-slot="three-ds-challenge"] iframe',
  ) as HTMLIFrameElement;
  const challenge = rendered.view.container.querySelector('[data-slot="three-ds-challenge"]');
  /** The challenge page's message, from its frame on the expected origin. */
  const answer = (fields: Record<string, unknown>) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'http://localhost:3000',
          source: frame.contentWindow,
          data: JSON.stringify({
            type: 'paypage:3ds-challenge',
            threeDSServerTransID: 'server-1',
            ...fields,
          }),
        }),
      );
    });
  return { ...rendered, challenge, answer };
}

describe('the sandbox card form', () => {
  it('goes from loading to ready once its frames are configured, and reports its state', async () => {
    const { onChange, view } = renderWidget();
    const root = view.container.querySelector('[data-slot="card-widget"]');
    expect(root).toHaveAttribute('data-status', 'loading');
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(payButton()).toBeDisabled();
    await connectSimulatedFrames();
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'ready'));
    expect(payButton()).toBeEnabled();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ status: 'loading' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'ready', isValid: false, brand: null }),
    );
  });

  it('puts each card field in a titled frame on the frames origin, inside the kit’s labelled box', async () => {
    const { view } = renderWidget();
    const iframes = [...view.container.querySelectorAll('iframe')];
    expect(iframes.map((iframe) => iframe.title)).toEqual([
      'Iframe for secured card number',
      'Iframe for secured card expiry date',
      'Iframe for secured card security code',
    ]);
    for (const iframe of iframes)
      expect(new URL(iframe.src).origin).toBe(exampleSecuredFields.origin);
    // No card input on the page itself: only the holder name, CPF and address are the page's.
    expect(view.container.querySelector('[autocomplete="cc-number"]')).toBeNull();
    expect(view.container.querySelector('[autocomplete="cc-csc"]')).toBeNull();
    await connectSimulatedFrames();
  });

  it('names each frame by its label (aria-labelledby: an iframe is not labelable), and a press on the label focuses it', async () => {
    const user = userEvent.setup();
    const { view, frames } = await renderReady();
    const iframes = [...view.container.querySelectorAll('iframe')];
    const labels = ['Card number', 'Expiry date', /^Security code/].map((name) =>
      screen.getByText(name, { selector: 'label' }),
    );
    labels.forEach((label, index) => {
      expect(label).not.toHaveAttribute('for');
      expect(label.id).not.toBe('');
      expect(iframes[index]).toHaveAttribute('aria-labelledby', label.id);
    });
    await user.click(labels[1] as HTMLElement);
    await waitFor(() => expect(frames.focused()).toBe('expiryDate'));
  });

  it('shows the brand from the BIN and names the security code after it', async () => {
    const { frames } = await renderReady();
    await frames.type('cardNumber', '378282246310005');
    expect(frames.frame('cardNumber').input).toHaveValue('3782 822463 10005');
    expect(screen.getByRole('img', { name: 'American Express' })).toBeInTheDocument();
    expect(screen.getByText('Security code (CID)')).toBeInTheDocument();
    // The host learnt the BIN and nothing more.
    const sent = frames.frame('securityCode').commands();
    expect(sent).toContainEqual(expect.objectContaining({ command: 'brand', brand: 'amex' }));
  });

  it('relays an autofilled expiry date from the number frame to the expiry frame', async () => {
    const { frames } = await renderReady();
    await frames.autofill('cc-exp', '03/2030');
    expect(frames.frame('expiryDate').input).toHaveValue('03/30');
    await frames.type('securityCode', '7a3-7');
    expect(frames.frame('securityCode').input).toHaveValue('737');
  });

  it('moves focus on after a complete number and a complete expiry date; Shift-Tab goes back', async () => {
    const { frames } = await renderReady();
    await frames.type('cardNumber', '5555341244441115');
    expect(frames.focused()).toBe('expiryDate');
    await frames.type('expiryDate', '1228');
    expect(frames.focused()).toBe('securityCode');
    await frames.press('securityCode', 'Shift+Tab');
    expect(frames.focused()).toBe('expiryDate');
    await frames.press('expiryDate', 'Shift+Tab');
    expect(frames.focused()).toBe('cardNumber');
    // Out of the first frame: the page's element before it.
    await frames.press('cardNumber', 'Shift+Tab');
    expect(frames.focused()).toBeNull();
    expect(screen.getByLabelText('Name on card')).toHaveFocus();
  });

  it('does not cut a 16-digit Visa that is valid at 13 digits: focus moves on at 16', async () => {
    const { frames } = await renderReady();
    await frames.type('cardNumber', '4000000000014');
    expect(frames.focused()).toBe('cardNumber');
    await frames.type('cardNumber', '227');
    expect(frames.frame('cardNumber').input).toHaveValue('4000 0000 0001 4227');
    // Focus moves once the frame's completed number has reached the form.
    await waitFor(() => expect(frames.focused()).toBe('expiryDate'));
  });

  it('skips an optional security code: Maestro moves on past it', async () => {
    const { frames } = await renderReady({ hasHolderName: false });
    await frames.type('cardNumber', '6759649826438453');
    expect(frames.focused()).toBe('expiryDate');
    await frames.type('expiryDate', '1228');
    // The code is optional: focus stays on the expiry date.
    expect(frames.focused()).toBe('expiryDate');
    expect(screen.getByText(/^Security code \(.*optional\)$/)).toBeInTheDocument();
  });

  it('shows errors on blur, and takes them away as soon as the value is right', async () => {
    const { frames } = await renderReady();
    await frames.type('cardNumber', '4111');
    expect(screen.queryByText('Enter the complete card number')).toBeNull();
    await frames.blur('cardNumber');
    expect(screen.getByText('Enter the complete card number')).toBeInTheDocument();
    // The frame's own input says so too.
    expect(frames.frame('cardNumber').input).toHaveAttribute('aria-invalid', 'true');
    expect(frames.frame('cardNumber').error).toHaveTextContent('Enter the complete card number');
    await frames.type('cardNumber', '111111111111');
    // The number is right once its blob has come back from the frame.
    await waitFor(() => expect(screen.queryByText('Enter the complete card number')).toBeNull());
    expect(frames.frame('cardNumber').input).toHaveAttribute('aria-invalid', 'false');
  });

  it('announces an error that appears on blur, not the unsupported brand while typing', async () => {
    const user = userEvent.setup();
    const { view, frames } = await renderReady();
    const live = view.container.querySelector('[aria-live="polite"]') as HTMLElement;
    await frames.type('cardNumber', '1234');
    expect(screen.getByText("We don't accept this card type")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(live).toHaveTextContent('');
    await user.click(screen.getByLabelText('Name on card'));
    await user.tab();
    await waitFor(() => expect(live).toHaveTextContent('Name on card: Enter the name on the card'));
  });

  it('announces a card field’s error when the payer leaves it', async () => {
    const { view, frames } = await renderReady();
    const live = view.container.querySelector('[aria-live="polite"]') as HTMLElement;
    await frames.type('expiryDate', '03');
    await frames.blur('expiryDate');
    await waitFor(() =>
      expect(live).toHaveTextContent('Expiry date: Enter a valid expiry date (MM/YY)'),
    );
  });

  it('does not submit an invalid form: it shows every error and focuses the first', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderReady();
    await user.click(payButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name on card')).toHaveFocus();
    expect(screen.getByText('Enter the card number')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date')).toBeInTheDocument();
    expect(screen.getByText('Enter the security code')).toBeInTheDocument();
    expect(screen.getByText('Select the state')).toBeInTheDocument();
  });

  it('focuses the first invalid card field’s frame when it is the first invalid field', async () => {
    const user = userEvent.setup();
    const { onSubmit, frames } = await renderReady({ hasHolderName: false });
    await user.click(payButton());
    expect(onSubmit).not.toHaveBeenCalled();
    await frames.settle();
    expect(frames.focused()).toBe('cardNumber');
  });

  it('is not valid with an unsupported brand, whatever else is filled', async () => {
    const user = userEvent.setup();
    const { onSubmit, frames } = await renderReady();
    await fillValidCard(user, frames);
    await frames.clear('cardNumber');
    await frames.type('cardNumber', '1234567890123452');
    await user.click(payButton());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when Enter is pressed in a frame', async () => {
    const user = userEvent.setup();
    const { onSubmit, frames } = await renderReady();
    await fillValidCard(user, frames);
    await frames.press('securityCode', 'Enter');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits once for a double click, with the payment data: the frames’ blobs, never digits', async () => {
    const user = userEvent.setup();
    const { onSubmit, frames } = await renderReady();
    await fillValidCard(user, frames);
    await user.dblClick(payButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [state] = onSubmit.mock.calls[0] ?? [];
    const jwe = expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(state?.data).toMatchObject({
      paymentMethod: {
        type: 'scheme',
        holderName: 'Sam Rivera',
        encryptedCardNumber: jwe,
        encryptedExpiryMonth: jwe,
        encryptedExpiryYear: jwe,
        encryptedSecurityCode: jwe,
        brand: 'visa',
      },
      billingAddress: { country: 'US', stateOrProvince: 'CA', postalCode: '94105' },
      storePaymentMethod: false,
      origin: window.location.origin,
      browserInfo: expect.objectContaining({ language: navigator.language }),
    });
    expect(JSON.stringify(state?.data)).not.toMatch(/411111|1111\b|\b737\b/);
    const method = state?.data.paymentMethod as Record<string, string>;
    await expect(openMockBlob(method.encryptedCardNumber ?? '')).resolves.toMatchObject({
      number: '4111111111111111',
    });
    await expect(openMockBlob(method.encryptedExpiryYear ?? '')).resolves.toMatchObject({
      expiryYear: '2030',
    });
    await expect(openMockBlob(method.encryptedSecurityCode ?? '')).resolves.toMatchObject({
      cvc: '737',
    });
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
  });

  it('every payment carries clientStateDataIndicator and riskData.clientData (§3 card payment data)', async () => {
    const user = userEvent.setup();
    const { onSubmit, frames } = await renderReady();
    await fillValidCard(user, frames);
    await user.click(payButton());
    const data = onSubmit.mock.calls[0]?.[0].data as unknown as Record<string, unknown>;
    expect(data.clientStateDataIndicator).toBe(true);
    const { clientData } = data.riskData as { clientData: string };
    // The device's signals as base64 JSON: what the processor's risk checks read, no card data.
    const signals = JSON.parse(atob(clientData)) as Record<string, unknown>;
    expect(signals).toMatchObject({
      version: 1,
      language: navigator.language,
      timeZoneOffset: new Date().getTimezoneOffset(),
      screen: expect.any(String),
    });
    expect(clientData).not.toMatch(/411111|737/);
    expect(data.paymentMethod).not.toHaveProperty('fundingSource');
  });

  it("fundingSource: 'debit' pays the card as a debit card; risk: { enabled: false } sends no riskData", async () => {
    const user = userEvent.setup();
    const { onSubmit, frames } = await renderReady({
      fundingSource: 'debit',
      risk: { enabled: false },
    });
    await fillValidCard(user, frames);
    await user.click(payButton());
    const data = onSubmit.mock.calls[0]?.[0].data as unknown as Record<string, unknown>;
    expect(data.paymentMethod).toMatchObject({ type: 'scheme', fundingSource: 'debit' });
    expect(data).not.toHaveProperty('riskData');
    expect(data.clientStateDataIndicator).toBe(true);
  });

  it('after Authorised stays busy while the host is still finishing (a slow re-fetch): never Pay again meanwhile', async () => {
    const user = userEvent.setup();
    let finished: () => void = () => undefined;
    const { onSubmit, frames } = await renderReady({
      onPaymentCompleted: () =>
        new Promise<void>((resolve) => {
          finished = resolve;
        }),
    });
    await fillValidCard(user, frames);
    await user.click(payButton());
    vi.useFakeTimers();
    const [, actions] = onSubmit.mock.calls[0] ?? [];
    act(() => actions?.resolve({ resultCode: 'Authorised' }));
    expect(screen.getByRole('button', { name: 'Payment accepted' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(PAY_BUTTON_COMPLETED_MS + 5000);
    });
    // Not the idle 'Pay' (pressable), not 'Payment accepted' with a spinner: loading, busy.
    const button = screen.getByRole('button', { name: 'Pay $1,250.00' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Payment accepted' })).not.toBeInTheDocument();
    act(() => button.click());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => {
      finished();
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Pay $1,250.00' })).not.toHaveAttribute('aria-busy');
  });

  it('after Authorised shows the completed state for 1 s, then the Pay button again', async () => {
    const user = userEvent.setup();
    const { onSubmit, onPaymentCompleted, frames } = await renderReady();
    await fillValidCard(user, frames);
    await user.click(payButton());
    vi.useFakeTimers();
    const [, actions] = onSubmit.mock.calls[0] ?? [];
    act(() => actions?.resolve({ resultCode: 'Authorised' }));
    expect(onPaymentCompleted).toHaveBeenCalledWith({ resultCode: 'Authorised' });
    expect(screen.getByRole('button', { name: 'Payment accepted' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(PAY_BUTTON_COMPLETED_MS - 1);
    });
    expect(screen.getByRole('button', { name: 'Payment accepted' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Pay $1,250.00' })).not.toHaveAttribute('aria-busy');
  });

  it.each(['Refused', 'Error', 'Cancelled'])(
    'reports %s as a failed payment and is ready again',
    async (resultCode) => {
      const user = userEvent.setup();
      const { onSubmit, onPaymentFailed, onPaymentCompleted, frames } = await renderReady();
      await fillValidCard(user, frames);
      await user.click(payButton());
      const [, actions] = onSubmit.mock.calls[0] ?? [];
      act(() => actions?.resolve({ resultCode }));
      expect(onPaymentFailed).toHaveBeenCalledWith({ resultCode });
      expect(onPaymentCompleted).not.toHaveBeenCalled();
      expect(payButton()).not.toHaveAttribute('aria-busy');
      await user.click(payButton());
      expect(onSubmit).toHaveBeenCalledTimes(2);
    },
  );

  it('opens the challenge for a ChallengeShopper answer and sends its result as additional details', async () => {
    const { onAdditionalDetails, onPaymentCompleted, view, challenge, answer } =
      await openChallenge({ challengeWindowSize: '03' });
    expect(challenge).toHaveAttribute('data-window-size', '03');
    expect(screen.getByLabelText('Name on card')).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay with Google Pay' })).toBeNull();

    answer({ transStatus: 'Y' });
    expect(onAdditionalDetails).toHaveBeenCalledTimes(1);
    const [state, detailsActions] = onAdditionalDetails.mock.calls[0] ?? [];
    expect(state.data.paymentData).toBe('pd-1');
    expect(JSON.parse(atob(state.data.details.threeDSResult))).toEqual({ transStatus: 'Y' });
    act(() => {
      detailsActions.resolve({ resultCode: 'Authorised' });
    });
    expect(onPaymentCompleted).toHaveBeenCalled();
    expect(view.container.querySelector('[data-slot="three-ds-challenge"]')).toBeNull();
  });

  it.each([
    [
      { type: 'threeDS2', paymentData: 'pd', token: btoa(JSON.stringify({ acsTransID: 'a' })) },
      '800',
    ],
    [{ type: 'threeDS2', paymentData: 'pd' }, '701'],
    [{ type: 'redirect' }, '600'],
    [{ type: 'redirect', url: 'javascript:alert(1)' }, '600'],
    [{ type: 'qrCode', url: '/x' }, '803'],
    // A fingerprint needs submitFingerprint (none given here): no component for it.
    [fingerprintAction(), '803'],
    [{ ...fingerprintAction(), token: btoa('{}') }, '703'],
    [{ ...fingerprintAction(), token: btoa(JSON.stringify({ threeDSMethodUrl: '/m' })) }, '703'],
    [{ ...fingerprintAction(), paymentData: '' }, '700'],
    [{ ...fingerprintAction(), token: '%%' }, '704'],
  ])('reports a malformed action %o as error %s and is ready again', async (action, errorCode) => {
    const user = userEvent.setup();
    const { onSubmit, onError, frames } = await renderReady();
    await fillValidCard(user, frames);
    await user.click(payButton());
    const [, actions] = onSubmit.mock.calls[0] ?? [];
    act(() => actions?.resolve({ resultCode: 'ChallengeShopper', action }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'ERROR', errorCode }));
    expect(payButton()).not.toHaveAttribute('aria-busy');
  });

  it.each([
    [{}, '805'],
    [{ transStatus: 'A' }, '801'],
  ])(
    'a challenge answered with %o: error %s, the error view with its text, Try again brings Pay back',
    async (fields, errorCode) => {
      const { onError, onAdditionalDetails, view, answer } = await openChallenge();
      answer(fields);
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'ERROR', errorCode }));
      const { message } = onError.mock.calls[0]?.[0] as { message: string };
      expect(onAdditionalDetails).not.toHaveBeenCalled();
      expect(view.container.querySelector('[data-slot="three-ds-challenge"]')).toBeNull();
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByLabelText('Name on card')).not.toBeVisible();

      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      expect(view.container.querySelector('[data-slot="three-ds-challenge-error"]')).toBeNull();
      expect(screen.getByLabelText('Name on card')).toBeVisible();
      expect(payButton()).toHaveFocus();
      expect(payButton()).not.toHaveAttribute('aria-busy');
    },
  );

  it.each(['IdentifyShopper', 'RedirectShopper'])(
    'reports 804 for a %s answer without an action',
    async (resultCode) => {
      const user = userEvent.setup();
      const { onSubmit, onError, frames } = await renderReady();
      await fillValidCard(user, frames);
      await user.click(payButton());
      const [, actions] = onSubmit.mock.calls[0] ?? [];
      act(() => actions?.resolve({ resultCode }));
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ errorCode: '804' }));
    },
  );

  it('a fingerprint: the hidden frame, its message, submitThreeDS2Fingerprint, then paymentDetails', async () => {
    const user = userEvent.setup();
    const submitFingerprint = vi.fn(async () => ({
      type: 'completed',
      details: { threeDSResult: btoa(JSON.stringify({ transStatus: 'Y' })) },
    }));
    const { onSubmit, onAdditionalDetails, frames, view } = await renderReady({
      submitFingerprint,
    });
    await fillValidCard(user, frames);
    await user.click(payButton());
    const [, actions] = onSubmit.mock.calls[0] ?? [];
    const action = fingerprintAction(window.location.origin);
    act(() => actions?.resolve({ resultCode: 'IdentifyShopper', action }));
    const slot = await waitFor(() => {
      const found = view.container.querySelector('[data-slot="three-ds-fingerprint"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await waitFor(() => expect(slot).toHaveAttribute('data-state', 'retrievingFingerPrint'));
    const frame = slot.querySelector('iframe')!;
    const message = (origin: string) =>
      new MessageEvent('message', {
        origin,
        source: frame.contentWindow,
        data: JSON.stringify({
          type: 'paypage:3ds-fingerprint',
          threeDSCompInd: 'Y',
          threeDSServerTransID: fingerprint.threeDSServerTransID,
        }),
      });
    // Another origin's message is ignored.
    act(() => void window.dispatchEvent(message('https://evil.example')));
    expect(submitFingerprint).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(message(window.location.origin)));
    await waitFor(() => expect(onAdditionalDetails).toHaveBeenCalledTimes(1));
    expect(submitFingerprint).toHaveBeenCalledWith({
      paymentData: fingerprint.paymentData,
      fingerprintResult: btoa(JSON.stringify({ threeDSCompInd: 'Y' })),
    });
    const [state] = onAdditionalDetails.mock.calls[0] ?? [];
    expect(state.data.paymentData).toBe(fingerprint.paymentData);
    expect(JSON.parse(atob(state.data.details.threeDSResult))).toEqual({ transStatus: 'Y' });
  });

  it('a fingerprint without a method URL: no frame, threeDSCompInd U sent at once', async () => {
    const user = userEvent.setup();
    const submitFingerprint = vi.fn(async () => ({
      type: 'completed',
      details: { threeDSResult: btoa(JSON.stringify({ transStatus: 'Y' })) },
    }));
    const { onSubmit, onError, onAdditionalDetails, frames, view } = await renderReady({
      submitFingerprint,
    });
    await fillValidCard(user, frames);
    await user.click(payButton());
    const [, actions] = onSubmit.mock.calls[0] ?? [];
    const action = fingerprintAction(window.location.origin);
    const { threeDSMethodUrl: _url, ...rest } = JSON.parse(atob(action.token)) as Record<
      string,
      unknown
    >;
    act(() =>
      actions?.resolve({
        resultCode: 'IdentifyShopper',
        action: { ...action, token: btoa(JSON.stringify(rest)) },
      }),
    );
    await waitFor(() => expect(onAdditionalDetails).toHaveBeenCalledTimes(1));
    expect(submitFingerprint).toHaveBeenCalledWith({
      paymentData: action.paymentData,
      fingerprintResult: btoa(JSON.stringify({ threeDSCompInd: 'U' })),
    });
    expect(onError).not.toHaveBeenCalled();
    expect(view.container.querySelector('[data-slot="three-ds-fingerprint"] iframe')).toBeNull();
  });

  it('a fingerprint whose call fails is 622; a completed answer without details 802', async () => {
    const user = userEvent.setup();
    const submitFingerprint = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ type: 'completed' });
    const { onSubmit, onError, frames, view } = await renderReady({ submitFingerprint });
    await fillValidCard(user, frames);
    for (const errorCode of ['622', '802']) {
      await user.click(payButton());
      const [, actions] = onSubmit.mock.calls.at(-1) ?? [];
      act(() =>
        actions?.resolve({
          resultCode: 'IdentifyShopper',
          action: fingerprintAction(window.location.origin),
        }),
      );
      const slot = await waitFor(() => {
        const found = view.container.querySelector('[data-slot="three-ds-fingerprint"] iframe');
        expect(found).not.toBeNull();
        return found as HTMLIFrameElement;
      });
      act(
        () =>
          void window.dispatchEvent(
            new MessageEvent('message', {
              origin: window.location.origin,
              source: slot.contentWindow,
              data: JSON.stringify({
                type: 'paypage:3ds-fingerprint',
                threeDSCompInd: 'Y',
                threeDSServerTransID: fingerprint.threeDSServerTransID,
              }),
            }),
          ),
      );
      await waitFor(() =>
        expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ errorCode })),
      );
      await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-busy'));
    }
  });

  it('a redirect: the Pay button redirects, the view offers continue to its name and leaves by GET or POST', async () => {
    const user = userEvent.setup();
    const navigator = { get: vi.fn(), post: vi.fn() };
    const { onSubmit, frames } = await renderReady({ redirectNavigator: navigator });
    await fillValidCard(user, frames);
    await user.click(payButton());
    const [, actions] = onSubmit.mock.calls[0] ?? [];
    act(() => actions?.resolve({ resultCode: 'RedirectShopper', action: redirectActions.post }));
    const button = await screen.findByRole('button', { name: 'continue to Sandbox Bank' });
    expect(navigator.post).toHaveBeenCalledWith(
      new URL('/api/v1/sandbox/issuer', window.location.href).href,
      { ref: 'sandbox-redirect-ref', MD: 'sandbox-md' },
    );
    expect(document.querySelector('button[data-status="redirect"]')).not.toBeNull();
    await user.click(button);
    expect(navigator.post).toHaveBeenCalledTimes(2);
    expect(navigator.get).not.toHaveBeenCalled();
  });

  it('back from a redirect: its result goes to paymentDetails at once, Pay busy', async () => {
    const { onAdditionalDetails } = await renderReady({ redirectResult: 'Rr-result' });
    await waitFor(() => expect(onAdditionalDetails).toHaveBeenCalledTimes(1));
    const [state, actions] = onAdditionalDetails.mock.calls[0] ?? [];
    expect(state).toEqual({ data: { details: { redirectResult: 'Rr-result' } } });
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
    act(() => {
      actions.resolve({ resultCode: 'Refused' });
    });
    await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-busy'));
  });

  it('reports 804 for a ChallengeShopper answer without an action', async () => {
    const user = userEvent.setup();
    const { onSubmit, onError, frames } = await renderReady();
    await fillValidCard(user, frames);
    await user.click(payButton());
    const [, actions] = onSubmit.mock.calls[0] ?? [];
    act(() => actions?.resolve({ resultCode: 'ChallengeShopper' }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ errorCode: '804' }));
  });

  it('pays with a wallet through its sheet: its token and §3 address, once', async () => {
    const user = userEvent.setup();
    const { onSubmit, onPaymentCompleted } = renderWidget();
    const googlePay = screen.getByRole('button', { name: 'Pay with Google Pay' });
    await user.click(googlePay);
    const sheet = within(await screen.findByRole('dialog', { name: 'Google Pay' }));
    expect(sheet.getByText('Northwind Studio')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.dblClick(sheet.getByRole('button', { name: 'Pay $1,250.00' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const data = onSubmit.mock.calls[0]?.[0].data;
    expect(data?.paymentMethod).toEqual({
      type: 'googlepay',
      googlePayToken: 'sandbox',
      googlePayCardNetwork: 'VISA',
    });
    expect(data).toMatchObject({
      billingAddress: { houseNumberOrName: 'ZZ', firstName: 'Sam', lastName: 'Rivera' },
    });
    expect(googlePay).toHaveAttribute('aria-busy', 'true');
    const [, actions] = onSubmit.mock.calls[0] ?? [];
    act(() => actions?.resolve({ resultCode: 'Authorised' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onPaymentCompleted).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Apple Pay', 'applepay', 'UI dismissed', 'Cancel'],
    ['Google Pay', 'googlepay', 'CANCELED', '{Escape}'],
  ] as const)(
    '%s: closing the sheet is a CANCEL, nothing paid',
    async (name, wallet, message, how) => {
      const user = userEvent.setup();
      const { onSubmit, onError, onPaymentFailed } = renderWidget();
      await user.click(screen.getByRole('button', { name: `Pay with ${name}` }));
      const sheet = within(await screen.findByRole('dialog', { name }));
      if (how === 'Cancel') await user.click(sheet.getByRole('button', { name: 'Cancel' }));
      else await user.keyboard(how);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Focus is back on the wallet's button.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: `Pay with ${name}` })).toHaveFocus(),
      );
      expect(onError).toHaveBeenCalledWith({ name: 'CANCEL', message, errorType: wallet });
      expect(onSubmit).not.toHaveBeenCalled();
      expect(onPaymentFailed).not.toHaveBeenCalled();
    },
  );

  it('shows the authorisation error in the sheet; closing it then reports the refusal', async () => {
    const user = userEvent.setup();
    const { onSubmit, onError, onPaymentFailed } = renderWidget({
      wallets: { applePay: true, sandboxOutcome: 'authorisation-error' },
    });
    await user.click(screen.getByRole('button', { name: 'Pay with Apple Pay' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Apple Pay' }));
    await user.click(sheet.getByRole('button', { name: 'Pay $1,250.00' }));
    const [, actions] = onSubmit.mock.calls[0] ?? [];
    const refused = { resultCode: 'Refused' };
    act(() => actions?.resolve(refused));
    expect(await sheet.findByRole('alert')).toHaveTextContent(
      'The payment was not authorised. Try again, or pay another way.',
    );
    expect(onPaymentFailed).not.toHaveBeenCalled();
    await user.click(sheet.getByRole('button', { name: 'Cancel' }));
    expect(onPaymentFailed).toHaveBeenCalledWith(refused);
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows no wallet button when the wallets are unavailable, and says nothing', () => {
    const { onError } = renderWidget({
      wallets: { googlePay: true, applePay: true, sandboxOutcome: 'unavailable' },
    });
    expect(screen.queryByRole('button', { name: /^Pay with/ })).toBeNull();
    expect(screen.queryByText('or pay with')).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a SCRIPT_ERROR per wallet whose script failed to load, its button hidden', async () => {
    const { onError } = renderWidget({
      wallets: { googlePay: true, applePay: true, sandboxOutcome: 'script-error' },
    });
    expect(screen.queryByRole('button', { name: /^Pay with/ })).toBeNull();
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    expect(onError.mock.calls.map(([error]) => error)).toEqual([
      { name: 'SCRIPT_ERROR', message: 'Google Pay SDK failed to load', errorType: 'googlepay' },
      { name: 'SCRIPT_ERROR', message: 'Apple Pay SDK failed to load', errorType: 'applepay' },
    ]);
  });

  it('offers the stored-card consent only for a non-zero amount, with the merchant named', () => {
    renderWidget();
    expect(screen.getByLabelText('Save card for automatic future payments')).toBeInTheDocument();
    // The hint describes the checkbox; the merchant's name in it is isolated (bdi).
    expect(
      screen.getByLabelText('Save card for automatic future payments'),
    ).toHaveAccessibleDescription(
      /I authorize Northwind Studio to store this card and charge it for future payments/,
    );
  });

  it('has no consent and a Save details button for a zero amount', () => {
    renderWidget({ amount: { value: 0, currency: 'USD' } });
    expect(screen.queryByLabelText('Save card for automatic future payments')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save details' })).toBeInTheDocument();
  });

  it('changes the state list with the country and forgets the state', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.selectOptions(screen.getByLabelText('State'), 'CA');
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(screen.getByLabelText('Province')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Quebec' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    expect(screen.queryByLabelText(/^(State|Province)/)).toBeNull();
    expect(screen.getByLabelText('House number')).toBeRequired();
  });

  it('cleans address values: special characters while typing, spaces on blur', async () => {
    const user = userEvent.setup();
    renderWidget();
    const street = screen.getByLabelText('Street address');
    await user.type(street, '  500  Market St!#');
    expect(street).toHaveValue('500  Market St');
    await user.tab();
    expect(street).toHaveValue('500 Market St');
  });
});

describe('minimumExpiryDate (§3, error 914) checked in the expiry frame', () => {
  // The frames read the real clock: a minimum two years ahead is neither expired nor too far.
  const year = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');

  it('says an expiry before the minimum expires too soon, and accepts the minimum itself', async () => {
    const { frames } = await renderReady({ minimumExpiryDate: `06/${year}` });
    await frames.type('expiryDate', `05${year}`);
    await frames.blur('expiryDate');
    expect(await screen.findByText('This card expires too soon')).toBeInTheDocument();
    expect(frames.frame('expiryDate').input).toHaveAttribute('aria-invalid', 'true');
    await frames.clear('expiryDate');
    await frames.type('expiryDate', `06${year}`);
    await waitFor(() => expect(screen.queryByText('This card expires too soon')).toBeNull());
    expect(frames.frame('expiryDate').input).toHaveAttribute('aria-invalid', 'false');
  });

  it('ignores a minimum that is not MM/YY', async () => {
    const { frames } = await renderReady({ minimumExpiryDate: 'soon' });
    await frames.type('expiryDate', `05${year}`);
    await frames.blur('expiryDate');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(screen.queryByText('This card expires too soon')).toBeNull();
    expect(frames.frame('expiryDate').input).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('options entering the widget', () => {
  it.each([
    [{ data: { billingAddress: { country: null } } }, 'data.billingAddress.country'],
    [{ amount: null }, 'amount'],
    [{ merchantName: null }, 'merchantName'],
  ])('%j: refused at once with an error naming the option', (options, name) => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWidget(options as unknown as Partial<CardWidgetProps>)).toThrow(
      `Card widget option '${name}' must be`,
    );
    quiet.mockRestore();
  });
});

describe('the billing postal code', () => {
  it('is shown in its canonical form once left: k1a-0b1 → K1A 0B1', async () => {
    const user = userEvent.setup();
    renderWidget({ data: { billingAddress: { country: 'CA' } } });
    const postalCode = await screen.findByLabelText('Postal code');
    await user.type(postalCode, 'k1a-0b1');
    await user.tab();
    expect(postalCode).toHaveValue('K1A 0B1');
    expect(postalCode).not.toBeInvalid();
  });
});

describe('the secured frames failing (§8)', () => {
  it('says the frames failed to load after the load timeout, with Refresh', async () => {
    const onRefresh = vi.fn();
    const { onError, view } = renderWidget({
      securedFields: { ...exampleSecuredFields, loadTimeout: 50 },
      onRefresh,
    });
    await connectSimulatedFrames({ load: false });
    const root = view.container.querySelector('[data-slot="card-widget"]');
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'csfLoadFailure'));
    expect(screen.getByText('secured field iframes have failed to load')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith({
      name: 'ERROR',
      message: 'secured field iframes have failed to load',
    });
    expect(payButton()).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('says the frames failed to configure when they load but never answer', async () => {
    const { view } = renderWidget({
      securedFields: { ...exampleSecuredFields, configTimeout: 50 },
    });
    await connectSimulatedFrames({ answer: false });
    const root = view.container.querySelector('[data-slot="card-widget"]');
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'csfConfigFailure'));
    expect(screen.getByText('secured fields have failed to configure')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('destroys the frames when it goes', async () => {
    const { view, frames } = await renderReady();
    const iframe = frames.frame('cardNumber').iframe;
    view.unmount();
    expect(iframe.isConnected).toBe(false);
    expect(frames.frame('cardNumber').commands().at(-1)).toMatchObject({ command: 'destroy' });
  });
});

describe('analytics', () => {
  const sink = (attemptId?: string) => ({
    add: vi.fn(),
    flush: vi.fn(),
    checkoutAttemptId: vi.fn(() => attemptId),
  });
  const notes = (analyticsSink: ReturnType<typeof sink>) =>
    analyticsSink.add.mock.calls.map(([note]) => note as Record<string, unknown>);

  it("the rendered event's brands and billing address lists are cut to 128 characters", async () => {
    const analyticsSink = sink();
    const brands = ['visa', 'mc', 'amex', ...Array.from({ length: 30 }, (_, i) => `brand${i}`)];
    const countries = Array.from({ length: 60 }, (_, i) => `C${i}`);
    await renderReady({
      analyticsSink,
      brands,
      billingAddressRequired: true,
      billingAddressAllowedCountries: countries,
    });
    await waitFor(() =>
      expect(notes(analyticsSink).some((note) => note.type === 'rendered')).toBe(true),
    );
    const rendered = notes(analyticsSink).find((note) => note.type === 'rendered');
    const configData = rendered?.configData as Record<string, unknown>;
    expect(configData.brands).toBe(brands.join(',').slice(0, 128));
    expect(configData.billingAddressAllowedCountries).toBe(countries.join(',').slice(0, 128));
    expect(configData.billingAddressMode).toBe('full');
  });

  it('notes rendered once ready, the validation errors of a submit, then the submit', async () => {
    const user = userEvent.setup();
    const analyticsSink = sink();
    const { frames } = await renderReady({ analyticsSink });
    await waitFor(() =>
      expect(analyticsSink.add).toHaveBeenCalledWith(
        expect.objectContaining({ component: 'scheme', type: 'rendered' }),
      ),
    );
    await user.click(payButton());
    const errors = analyticsSink.add.mock.calls
      .map(([note]) => note as { type: string; target?: string; errorCode?: string })
      .filter((note) => note.type === 'validationError');
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          target: 'holderName',
          errorCode: 'creditCard.holderName.invalid',
        }),
        expect.objectContaining({ target: 'cardNumber', errorCode: 'cc.num.900' }),
      ]),
    );
    await fillValidCard(user, frames);
    await user.click(payButton());
    expect(analyticsSink.add).toHaveBeenLastCalledWith({
      component: 'scheme',
      type: 'submit',
      brand: 'visa',
    });
    // Never a value the payer typed (the ZIP code hint's example, 94105, is the form's own text).
    expect(JSON.stringify(analyticsSink.add.mock.calls)).not.toMatch(
      /4111|0330|737|Sam Rivera|Market/,
    );
  }, 60_000);

  it('notes nothing with analytics: { enabled: false }, and pays without an attempt id', async () => {
    const user = userEvent.setup();
    const analyticsSink = sink('ca_0123');
    const { frames, onSubmit } = await renderReady({
      analyticsSink,
      analytics: { enabled: false },
    });
    await user.click(payButton());
    await fillValidCard(user, frames);
    await user.click(payButton());
    expect(analyticsSink.add).not.toHaveBeenCalled();
    const [submitted] = onSubmit.mock.calls[0] ?? [];
    expect(submitted?.data.paymentMethod).not.toHaveProperty('checkoutAttemptId');
  }, 60_000);

  it('notes focus and unfocus per field, by name (the frames by their encrypted field)', async () => {
    const user = userEvent.setup();
    const analyticsSink = sink();
    const { frames } = await renderReady({ analyticsSink });
    await user.click(screen.getByLabelText('Name on card'));
    await user.paste('Sam Rivera');
    await frames.type('cardNumber', '4111111111111111');
    await frames.type('expiryDate', '0330');
    await user.click(screen.getByLabelText('City'));
    await user.paste('San Francisco');
    await user.click(screen.getByLabelText('Street address'));
    // Per field, in order (a frame's focus is told by its messages: two fields' may interleave;
    // a complete expiry date moves on to the security code).
    const byField: Record<string, unknown[]> = {};
    for (const note of notes(analyticsSink)) {
      if (note.type !== 'focus' && note.type !== 'unfocus') continue;
      (byField[String(note.target)] ??= []).push(note.type);
    }
    expect(byField).toEqual({
      holderName: ['focus', 'unfocus'],
      cardNumber: ['focus', 'unfocus'],
      expiryDate: ['focus', 'unfocus'],
      securityCode: ['focus', 'unfocus'],
      city: ['focus', 'unfocus'],
      street: ['focus'],
    });
    expect(notes(analyticsSink).filter((note) => note.type === 'focus')[0]).toEqual({
      component: 'scheme',
      type: 'focus',
      target: 'holderName',
    });
    expect(JSON.stringify(analyticsSink.add.mock.calls)).not.toMatch(/4111|0330|Sam|Francisco/);
  }, 60_000);

  it('puts the checkout attempt id analytics gave in the payment method', async () => {
    const user = userEvent.setup();
    const analyticsSink = sink('ca_0123456789abcdef0123456789abcdef');
    const { frames, onSubmit } = await renderReady({ analyticsSink });
    await fillValidCard(user, frames);
    await user.click(payButton());
    const [submitted] = onSubmit.mock.calls[0] ?? [];
    expect(submitted?.data.paymentMethod).toMatchObject({
      type: 'scheme',
      checkoutAttemptId: 'ca_0123456789abcdef0123456789abcdef',
    });
  }, 60_000);

  it.each([
    [undefined, { isExpress: false }],
    ['cart', { isExpress: true, expressPage: 'cart' }],
  ] as const)(
    'notes a wallet chosen with the express flags (expressPage %s)',
    async (expressPage, flags) => {
      const user = userEvent.setup();
      const analyticsSink = sink();
      await renderReady({
        analyticsSink,
        wallets: { googlePay: true, applePay: true, ...(expressPage ? { expressPage } : {}) },
      });
      await user.click(screen.getByRole('button', { name: 'Pay with Google Pay' }));
      expect(notes(analyticsSink)).toContainEqual({
        component: 'googlepay',
        type: 'selected',
        ...flags,
      });
    },
  );
});
