/**
 * The card widget's display options (docs/widget.md#views), each tested on and off
 * with the real frame code (simulated-frames.ts): hasCVC, hideCVC, showBrandIcon,
 * maskSecurityCode, the holder name on top or below (positionHolderNameOnTop, holderNameRequired)
 * and the disclaimer (https links only, text never HTML).
 */
import { exampleSecuredFields } from '@paypage/contract/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardWidget } from './card-widget';
import { connectSimulatedFrames } from '../testing/simulated-frames';
import type { CardWidgetProps, PaymentActions, SubmitState } from '../options/widget-types';

const today = new Date('2026-11-22T17:00:00.000Z');
const LONG = { timeout: 10_000 };

async function renderWidget(props: Partial<CardWidgetProps> = {}) {
  const onSubmit = vi.fn<(state: SubmitState, actions: PaymentActions) => void>();
  const { container } = render(
    <CardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: 125_000, currency: 'USD' }}
      today={today}
      onSubmit={onSubmit}
      onAdditionalDetails={vi.fn()}
      {...props}
    />,
  );
  const frames = await connectSimulatedFrames();
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Pay $1,250.00' }));
  return { container, frames, onSubmit, submit };
}

/** The security code's field (its label's `Field`), shown or hidden. */
const securityCodeField = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-secured-field]')].find((field) =>
    field.textContent?.startsWith('Security code'),
  );

describe('the security code', () => {
  it.each([
    ['by default', {}, true],
    ['hasCVC false', { hasCVC: false }, false],
    ['hideCVC true', { hideCVC: true }, false],
    ['hasCVC true', { hasCVC: true }, true],
  ])('%s: asked %s', async (_name, props, asked) => {
    const { container, frames, onSubmit, submit } = await renderWidget(props);
    await frames.type('cardNumber', '4111111111111111');
    await frames.type('expiryDate', '0330');
    const field = securityCodeField(container);
    expect(field).toBeDefined();
    expect(field!.hidden).toBe(!asked);
    await submit();
    if (asked) {
      expect(onSubmit).not.toHaveBeenCalled();
      await frames.type('securityCode', '737');
      await submit();
    }
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), LONG);
    const method = onSubmit.mock.calls[0]![0].data.paymentMethod as Record<string, unknown>;
    expect('encryptedSecurityCode' in method).toBe(asked);
  });

  it.each([
    [undefined, false],
    [false, false],
    [true, true],
  ])('maskSecurityCode %s: the frame masks it %s', async (mask, masked) => {
    const { frames } = await renderWidget(mask === undefined ? {} : { maskSecurityCode: mask });
    const config = frames
      .frame('securityCode')
      .commands()
      .find((command) => command.command === 'config');
    expect(config).toMatchObject({ config: { maskValue: masked } });
    expect(frames.frame('securityCode').input.classList.contains('masked')).toBe(masked);
    // The number frame is never masked.
    expect(frames.frame('cardNumber').input.classList.contains('masked')).toBe(false);
  });
});

describe('showBrandIcon', () => {
  it.each([
    [undefined, true],
    [true, true],
    [false, false],
  ])('%s: the brand mark shows %s', async (show, shown) => {
    const { container, frames } = await renderWidget(
      show === undefined ? {} : { showBrandIcon: show },
    );
    await frames.type('cardNumber', '4111');
    await frames.type('cardNumber', '11');
    // The brand reached the form (the widget's root names it), and its mark shows or not.
    await waitFor(
      () =>
        expect(container.querySelector('[data-slot="card-widget"]')).toHaveAttribute(
          'data-brand',
          'visa',
        ),
      LONG,
    );
    expect(container.querySelector('[data-secured-field] [data-brand="visa"]') !== null).toBe(
      shown,
    );
    expect(container.querySelector('[data-secured-field] [data-brand]') !== null).toBe(shown);
  });
});

describe('the holder name on top or below', () => {
  const order = (container: HTMLElement) =>
    [...container.querySelectorAll('label')].map((label) => label.textContent);

  it.each([
    [undefined, ['Name on card', 'Card number', 'Expiry date', 'Security code']],
    [true, ['Name on card', 'Card number', 'Expiry date', 'Security code']],
    [false, ['Card number', 'Expiry date', 'Security code', 'Name on card']],
  ])('positionHolderNameOnTop %s → %j', async (onTop, labels) => {
    const { container } = await renderWidget({
      hasHolderName: true,
      holderNameRequired: true,
      ...(onTop === undefined ? {} : { positionHolderNameOnTop: onTop }),
    });
    expect(order(container)).toEqual(labels);
  });

  it('below, a required holder name still stops the payment and is sent', async () => {
    const user = userEvent.setup();
    const { frames, onSubmit, submit } = await renderWidget({
      hasHolderName: true,
      holderNameRequired: true,
      positionHolderNameOnTop: false,
    });
    await frames.type('cardNumber', '4111111111111111');
    await frames.type('expiryDate', '0330');
    await frames.type('securityCode', '737');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name on card'), 'J. Smith');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), LONG);
    expect(onSubmit.mock.calls[0]![0].data.paymentMethod).toMatchObject({ holderName: 'J. Smith' });
  });
});

describe('the disclaimer', () => {
  const terms = 'https://corner-bakery.example/terms';

  it('shows the message with its https link above Pay, opened in a new tab', async () => {
    await renderWidget({
      disclaimerMessage: {
        message: 'By paying you accept the %{linkText} of Corner Bakery.',
        linkText: 'terms and conditions',
        link: terms,
      },
    });
    const link = await screen.findByRole('link', { name: 'terms and conditions' }, LONG);
    expect(link).toHaveAttribute('href', terms);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const disclaimer = link.closest('[data-slot="disclaimer"]')!;
    expect(disclaimer).toHaveTextContent(
      'By paying you accept the terms and conditions of Corner Bakery.',
    );
    // Right above Pay.
    expect(disclaimer.nextElementSibling).toBe(
      screen.getByRole('button', { name: 'Pay $1,250.00' }),
    );
  });

  it('an http or javascript: link shows as plain text, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderWidget({
      disclaimerMessage: {
        message: 'See the %{linkText}.',
        linkText: 'terms',
        link: 'javascript:alert(1)',
      },
    });
    await screen.findByText('See the terms.', undefined, LONG);
    expect(screen.queryByRole('link')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https'));
    warn.mockRestore();
  });

  it('renders markup in the message as text', async () => {
    const { container } = await renderWidget({
      disclaimerMessage: {
        message: '<img src=x onerror=alert(1)> %{linkText}',
        linkText: '<b>terms</b>',
        link: terms,
      },
    });
    const link = await screen.findByRole('link', { name: '<b>terms</b>' }, LONG);
    expect(link.closest('[data-slot="disclaimer"]')).toHaveTextContent(
      '<img src=x onerror=alert(1)> <b>terms</b>',
    );
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('is not there without the option', async () => {
    const { container } = await renderWidget();
    expect(container.querySelector('[data-slot="disclaimer"]')).toBeNull();
  });
});
