/**
 * The widget with a bin lookup (docs/widget.md#options), its frames the real
 * frame code (simulated-frames.ts): the lookup is asked with the number frame's encrypted BIN once
 * per BIN (answered here as the sandbox answers, from SANDBOX_TEST_BINS); a dual-brand card shows
 * the switcher, and the brand chosen is the brand paid with; an empty answer resets the brand; a
 * failure reaches onError; the Brazilian CPF/CNPJ comes from the answer; a Korean card asks for the
 * tax number and the card password in its secured frame.
 */
import { SANDBOX_TEST_BINS } from '@paypage/contract';
import { exampleSecuredFields } from '@paypage/contract/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openMockBlob } from '../../mocks/card-key';
import { answerFromKnownBins } from '../../rules';
import { PAYER_PAGE_CARD_BRANDS } from '../form/card-constants';
import { CardWidget } from './card-widget';
import { connectSimulatedFrames } from '../testing/simulated-frames';
import type { BinLookupRequest } from '../bin-lookup/use-bin-lookup';
import type {
  CardWidgetProps,
  CardWidgetState,
  PaymentActions,
  SubmitState,
} from '../options/widget-types';

const today = new Date('2026-11-22T17:00:00.000Z');

/** The sandbox's lookup, without the network: the BIN opened with the mocks' key. */
function sandboxLookup() {
  return vi.fn(async (request: BinLookupRequest) => {
    const opened = await openMockBlob(request.encryptedBin);
    const answer = answerFromKnownBins(
      String(opened?.binValue ?? ''),
      SANDBOX_TEST_BINS,
      request.supportedBrands,
    );
    if (answer === 'error') throw new Error('500');
    return answer;
  });
}

async function renderWithLookup(props: Partial<CardWidgetProps> = {}) {
  const binLookup = sandboxLookup();
  const callbacks = {
    onSubmit: vi.fn<(state: SubmitState, actions: PaymentActions) => void>(),
    onAdditionalDetails: vi.fn(),
    onChange: vi.fn<(state: CardWidgetState) => void>(),
    onError: vi.fn(),
  };
  render(
    <CardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: 125_000, currency: 'USD' }}
      brands={PAYER_PAGE_CARD_BRANDS}
      today={today}
      binLookup={binLookup}
      {...callbacks}
      {...props}
    />,
  );
  const frames = await connectSimulatedFrames();
  const lastState = () => callbacks.onChange.mock.calls.at(-1)?.[0];
  return { ...callbacks, binLookup, frames, lastState };
}

/** The lookup's answer arrives after the frames' messages: room for a loaded machine. */
const LONG = { timeout: 10_000 };

const JWE = /^[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/;

describe('the bin lookup', () => {
  it('asks once per BIN with the encrypted BIN, never its digits', async () => {
    const { binLookup, frames } = await renderWithLookup();
    await frames.type('cardNumber', '4111111111111111');
    await waitFor(() => expect(binLookup).toHaveBeenCalledTimes(2), LONG);
    const requests = binLookup.mock.calls.map(([request]) => request);
    expect(requests[0]).toMatchObject({
      type: 'card',
      supportedBrands: [...PAYER_PAGE_CARD_BRANDS],
      encryptedBin: expect.stringMatching(JWE),
    });
    expect(JSON.stringify(requests)).not.toContain('411111');
    await expect(openMockBlob(requests[1]!.encryptedBin)).resolves.toMatchObject({
      binValue: '41111111',
    });
    // The same BINs again: answered from what the lookup said before.
    await frames.clear('cardNumber');
    await frames.type('cardNumber', '4111111111111111');
    expect(binLookup).toHaveBeenCalledTimes(2);
  });

  it('shows the dual-brand switcher with the lead chosen; the other brand chosen is the brand paid with', async () => {
    const user = userEvent.setup();
    const { frames, onSubmit, lastState } = await renderWithLookup();
    await frames.type('cardNumber', '4035501000000008');
    const lead = await screen.findByRole('radio', { name: 'Carte Bancaire' }, LONG);
    expect(lead).toBeChecked();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleName(
      'This card has two brands. Choose one to pay with:',
    );
    expect(lastState()).toMatchObject({
      brand: 'cartebancaire',
      dualBrands: ['cartebancaire', 'visa'],
    });
    // The lookup's number length reached the number frame.
    expect(frames.frame('cardNumber').commands()).toContainEqual(
      expect.objectContaining({ command: 'numberRules', enableLuhnCheck: true, panLength: 16 }),
    );
    await user.click(screen.getByRole('radio', { name: 'Visa' }));
    expect(screen.getByRole('radio', { name: 'Visa' })).toBeChecked();
    await waitFor(() => expect(lastState()?.brand).toBe('visa'), LONG);
    await frames.type('expiryDate', '0330');
    await frames.type('securityCode', '737');
    await user.click(screen.getByRole('button', { name: 'Pay $1,250.00' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [state] = onSubmit.mock.calls[0] ?? [];
    expect(state?.data.paymentMethod).toMatchObject({ type: 'scheme', brand: 'visa' });
  });

  it('a card co-badged with a restricted brand keeps the Visa: no switcher, paid as visa', async () => {
    const user = userEvent.setup();
    const { frames, binLookup, onSubmit, lastState } = await renderWithLookup();
    await frames.type('cardNumber', '4000020000000000');
    await waitFor(() => expect(binLookup).toHaveBeenCalled(), LONG);
    await waitFor(() => expect(lastState()).toMatchObject({ brand: 'visa', dualBrands: [] }), LONG);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await frames.type('expiryDate', '0330');
    await frames.type('securityCode', '737');
    await user.click(screen.getByRole('button', { name: 'Pay $1,250.00' }));
    const [state] = onSubmit.mock.calls[0] ?? [];
    expect(state?.data.paymentMethod).toMatchObject({ type: 'scheme', brand: 'visa' });
  });

  it('Bancontact leads without a security code; Maestro chosen makes it optional', async () => {
    const user = userEvent.setup();
    const { frames, lastState } = await renderWithLookup();
    await frames.type('cardNumber', '6703444444444449');
    expect(await screen.findByRole('radio', { name: 'Bancontact' }, LONG)).toBeChecked();
    expect(lastState()).toMatchObject({ brand: 'bcmc', cvcPolicy: 'hidden' });
    await user.click(screen.getByRole('radio', { name: 'Maestro' }));
    await waitFor(() =>
      expect(lastState()).toMatchObject({ brand: 'maestro', cvcPolicy: 'optional' }),
    );
    expect(screen.getByText('Security code (CVC, optional)')).toBeVisible();
    const policies = frames
      .frame('securityCode')
      .commands()
      .filter((command) => command.command === 'policy');
    expect(policies.at(-1)).toMatchObject({ policy: 'optional' });
  });

  it('an empty answer resets the brand; one unknown brand is unrecognised-single-brand', async () => {
    const { frames, lastState } = await renderWithLookup();
    await frames.type('cardNumber', '4999990000000007');
    await waitFor(() => expect(lastState()?.brand).toBeNull(), LONG);
    expect(screen.queryByRole('img', { name: 'Visa' })).toBeNull();
    await frames.clear('cardNumber');
    await frames.type('cardNumber', '4100050000000006');
    await waitFor(() => expect(lastState()?.type).toBe('unrecognised-single-brand'), LONG);
    expect(lastState()?.detectedUnsupportedBrands).toEqual(['plastix']);
  });

  it('a failed lookup calls onError with errorType binLookup and message unknownError', async () => {
    const { frames, onError, lastState } = await renderWithLookup();
    await frames.type('cardNumber', '4000090000000003');
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith({
        name: 'ERROR',
        errorType: 'binLookup',
        message: 'unknownError',
      }),
    );
    // The card rules' own detection goes on.
    expect(lastState()?.brand).toBe('visa');
  });
});

describe('the Brazilian CPF/CNPJ in auto mode', () => {
  it('shows for a card whose lookup asks for it, not for a Brazilian brand guessed', async () => {
    const { frames } = await renderWithLookup();
    await frames.type('cardNumber', '5066991111111118');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Elo' })).toBeInTheDocument(), LONG);
    expect(screen.queryByLabelText('CPF/CNPJ (optional)')).toBeNull();
    await frames.clear('cardNumber');
    await frames.type('cardNumber', '4539500000000001');
    expect(await screen.findByLabelText('CPF/CNPJ (optional)', {}, LONG)).toBeInTheDocument();
  });
});

describe('Korean authentication', () => {
  it('asks a Korean card for the tax number and the card password, and sends both', async () => {
    const user = userEvent.setup();
    const { frames, onSubmit, lastState } = await renderWithLookup({
      koreanAuthenticationRequired: true,
    });
    const password = screen.getByTitle('Iframe for secured card password');
    expect(password).not.toBeVisible();
    await frames.type('cardNumber', '4561000000000003');
    const taxNumber = await screen.findByLabelText('Birth date (YYMMDD)', {}, LONG);
    expect(taxNumber).toHaveAttribute('aria-required', 'true');
    expect(password).toBeVisible();
    expect(lastState()?.hasKoreanFields).toBe(true);
    await frames.type('expiryDate', '0330');
    await frames.type('securityCode', '737');
    await user.click(screen.getByRole('button', { name: 'Pay $1,250.00' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(lastState()?.errors).toMatchObject({
      taxNumber: { field: 'taxNumber', errorCode: 'creditCard.taxNumber.invalid' },
      password: { field: 'password', errorCode: 'kcp.pwd.940' },
    });
    await user.type(taxNumber, '9001311');
    expect(screen.getByLabelText('Corporate registration number')).toBe(taxNumber);
    await user.clear(taxNumber);
    await user.type(taxNumber, '900131');
    await frames.type('password', '12');
    // The card password's digits show as dots.
    expect(frames.frame('password').input).toHaveClass('masked');
    await waitFor(() => expect(lastState()?.isValid).toBe(true), LONG);
    // The frame reports the password valid before its encryption ends; `type` waited for the blob.
    expect(lastState()?.data.paymentMethod).toHaveProperty('encryptedPassword');
    await user.click(screen.getByRole('button', { name: 'Pay $1,250.00' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const method = onSubmit.mock.calls[0]?.[0].data.paymentMethod as Record<string, string>;
    expect(method).toMatchObject({
      taxNumber: '900131',
      encryptedPassword: expect.stringMatching(JWE),
    });
    await expect(openMockBlob(method.encryptedPassword ?? '')).resolves.toMatchObject({
      password: '12',
    });
  });

  it('leaves them out for a card issued elsewhere', async () => {
    const { frames, lastState } = await renderWithLookup({ koreanAuthenticationRequired: true });
    await frames.type('cardNumber', '4539500000000001');
    await waitFor(() => expect(lastState()?.brand).toBe('visa'), LONG);
    await frames.settle();
    expect(lastState()?.hasKoreanFields).toBe(false);
    expect(screen.queryByLabelText('Birth date (YYMMDD)')).toBeNull();
    expect(screen.getByTitle('Iframe for secured card password')).not.toBeVisible();
  });
});
