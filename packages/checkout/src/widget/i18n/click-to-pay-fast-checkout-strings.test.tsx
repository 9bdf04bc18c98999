/**
 * Click to Pay and the fast-checkout sign-up in the widget's strings (docs/widget.md
 * `translations`): every word they show comes from a key of the catalogue (so each shipped locale,
 * which has every key — `card-widget/translations.node.test.ts` — covers them), the merchant's
 * `translations` reach them inside the card widget, and a shipped locale shows them translated.
 */
import { exampleFastCheckoutConfig, exampleSecuredFields } from '@paypage/contract/fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClickToPaySection, type ClickToPaySectionProps } from '../../click-to-pay';
import { createSandboxClickToPay, type SandboxClickToPayOptions } from '../../click-to-pay';
import { FastCheckoutSection } from '../../fast-checkout';
import { CardWidget } from '../card-widget/card-widget';
import { EN_US_PARTS } from '../card-widget/en-us-parts';
import { PAYER_PAGE_CARD_BRANDS } from '../form/card-constants';
import type { CardWidgetProps } from '../options/widget-types';
import { connectSimulatedFrames } from '../testing/simulated-frames';
import { EN_US, type WidgetStrings } from './en-us';
import { createTranslator, placeholdersOf } from './translate';
import { WidgetTextProvider } from './widget-strings';

const today = new Date('2026-11-22T17:00:00.000Z');
const LONG = { timeout: 10_000 };

/**
 * Every key of the widget shown as `⟦key⟧` and its values (a consent text must name its links):
 * what is left is not a key's.
 */
const ALL_EN_US: Record<string, string> = { ...EN_US, ...EN_US_PARTS };
const KEYS_ONLY = createTranslator(
  Object.fromEntries(
    Object.entries(ALL_EN_US).map(([key, text]) => [
      key,
      [`⟦${key}⟧`, ...placeholdersOf(text).map((name) => `{${name}}`)].join(' '),
    ]),
  ) as WidgetStrings,
);

/**
 * Not strings of ours: the networks' card names (the sandbox's descriptors, the schemes' names) and
 * marks, a masked number or e-mail address, the mobile number's +1 prefix.
 */
const DATA =
  /Visa Rewards|Visa Debit|Mastercard Business|Mastercard Gold|VISA|•••• \d{4}|\S+@example\.com|\+1/g;

/** All text the page shows or names (content, accessible names, placeholders) not from a key. */
function wordsNotFromKeys(): string[] {
  const texts = [document.body.textContent ?? ''];
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts
    .flatMap((text) =>
      text
        .replace(/⟦[^⟧]*⟧/g, ' ')
        .replace(DATA, ' ')
        .split(/\s+/),
    )
    .filter((word) => /\p{L}/u.test(word));
}

function inKeysOnly(node: React.ReactNode) {
  return render(
    <WidgetTextProvider value={{ locale: 'en-US', t: KEYS_ONLY }}>{node}</WidgetTextProvider>,
  );
}

function clickToPay(
  sandbox: SandboxClickToPayOptions,
  props: Partial<ClickToPaySectionProps> = {},
) {
  return (
    <ClickToPaySection
      service={createSandboxClickToPay({ latencyMs: 0, ...sandbox })}
      today={today}
      amount={{ value: 12_500, currency: 'USD' }}
      onPay={vi.fn()}
      onShowCardForm={vi.fn()}
      onNotAvailable={vi.fn()}
      onManualEntry={vi.fn()}
      {...props}
    />
  );
}

const state = () =>
  document.querySelector('[data-slot="click-to-pay"]')?.getAttribute('data-state');

describe('every word Click to Pay and the fast-checkout sign-up show is a key’s', () => {
  it('Click to Pay loading', () => {
    inKeysOnly(clickToPay({ wait: () => new Promise<void>(() => undefined) }));
    expect(state()).toBe('Loading');
    expect(wordsNotFromKeys()).toEqual([]);
  });

  it('Click to Pay with several cards, one expired, its info popup open', async () => {
    inKeysOnly(clickToPay({ recognisedEmail: 'expired@example.com' }, { infoOpen: true }));
    await waitFor(() => expect(state()).toBe('Ready'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(wordsNotFromKeys()).toEqual([]);
  });

  it('Click to Pay with only an expired card (its row, the note), then folded', async () => {
    const user = userEvent.setup();
    inKeysOnly(clickToPay({ recognisedEmail: 'expired.only@example.com' }));
    await waitFor(() => expect(state()).toBe('Ready'));
    expect(document.querySelector('[data-slot="ctp-card"]')).toBeInTheDocument();
    expect(wordsNotFromKeys()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '⟦clickToPay.manualCardEntry⟧' }));
    expect(screen.getByRole('button', { name: '⟦clickToPay.backToClickToPay⟧' })).toBeVisible();
    expect(wordsNotFromKeys()).toEqual([]);
  });

  it('Click to Pay login with an error, and the one-time code resent', async () => {
    const user = userEvent.setup();
    inKeysOnly(clickToPay({ recognisedEmail: 'sam@example.com' }));
    await user.click(await screen.findByRole('button', { name: '⟦clickToPay.notYou⟧' }));
    await user.type(screen.getByLabelText('⟦clickToPay.email⟧'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: '⟦clickToPay.continue⟧' }));
    expect(await screen.findAllByText('⟦ctp.errors.NOT_FOUND⟧')).not.toHaveLength(0);
    expect(wordsNotFromKeys()).toEqual([]);
    await user.clear(screen.getByLabelText('⟦clickToPay.email⟧'));
    await user.type(screen.getByLabelText('⟦clickToPay.email⟧'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: '⟦clickToPay.continue⟧' }));
    await user.click(await screen.findByRole('button', { name: '⟦clickToPay.resendCode⟧' }));
    expect(screen.getByRole('status')).toHaveTextContent('⟦clickToPay.codeResent⟧');
    // The typed e-mail is the payer's, not a string of ours.
    expect(wordsNotFromKeys()).toEqual([]);
  });

  it('the fast-checkout sign-up on, an incomplete number, its info modal open', async () => {
    const user = userEvent.setup();
    inKeysOnly(<FastCheckoutSection config={exampleFastCheckoutConfig} brand="visa" infoOpen />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('switch', { name: '⟦fastCheckout.toggle⟧' }));
    await user.type(screen.getByLabelText('⟦fastCheckout.mobileNumber⟧'), '415');
    await user.tab();
    expect(screen.getByLabelText('⟦fastCheckout.mobileNumber⟧')).toBeInvalid();
    expect(wordsNotFromKeys()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '⟦fastCheckout.info.button⟧' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(wordsNotFromKeys()).toEqual([]);
  });
});

function renderWidget(props: Partial<CardWidgetProps>) {
  return render(
    <CardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: 125_000, currency: 'USD' }}
      brands={PAYER_PAGE_CARD_BRANDS}
      today={today}
      onSubmit={vi.fn()}
      onAdditionalDetails={vi.fn()}
      {...props}
    />,
  );
}

const sam = () => createSandboxClickToPay({ recognisedEmail: 'sam@example.com', latencyMs: 0 });

/** The widget with the sign-up, a Visa number typed: the sign-up shows. */
async function withFastCheckout(props: Partial<CardWidgetProps>) {
  renderWidget({ fastCheckout: exampleFastCheckoutConfig, ...props });
  const frames = await connectSimulatedFrames();
  await frames.type('cardNumber', '4111111111111111');
}

describe('in the card widget, the merchant’s translations', () => {
  it('of a Click to Pay string show (the others stay en-US)', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget({
      clickToPay: { service: sam() },
      translations: { 'en-US': { 'clickToPay.manualCardEntry': 'Type a card instead' } },
    });
    await connectSimulatedFrames();
    const section = await screen.findByRole('region', { name: 'Click to Pay' });
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'Ready'));
    expect(within(section).getByRole('button', { name: 'Not you' })).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Type a card instead' }));
    expect(container.querySelector('form')).toBeVisible();
  });

  it('of a fast-checkout string show (the others stay en-US)', async () => {
    await withFastCheckout({
      translations: { 'en-US': { 'fastCheckout.toggle': 'Remember me for next time' } },
    });
    expect(
      await screen.findByRole('switch', { name: 'Remember me for next time' }, LONG),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'About fast checkout' })).toBeInTheDocument();
  });
});

describe('in the card widget in pt-BR', () => {
  it('Click to Pay: its cards, Pay and manual entry in Brazilian Portuguese', async () => {
    const user = userEvent.setup();
    renderWidget({
      locale: 'pt-BR',
      amount: { value: 125_000, currency: 'BRL' },
      clickToPay: { service: sam() },
    });
    await connectSimulatedFrames();
    const section = await screen.findByRole('region', { name: 'Click to Pay' }, LONG);
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'Ready'));
    const select = within(section).getByRole('combobox', { name: 'Cartão' });
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent(
      'Visa Rewards •••• 4242, validade 08/29',
    );
    expect(within(section).getByText('Pague com um cartão salvo no Click to Pay')).toBeVisible();
    expect(
      within(section).getByRole('button', { name: /^Pagar R\$\s1\.250,00$/ }),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Inserir cartão manualmente' }));
    expect(within(section).getByRole('button', { name: 'Voltar ao Click to Pay' })).toBeVisible();
  });

  it('the fast-checkout sign-up: the toggle, the number and its error, the consent and links', async () => {
    const user = userEvent.setup();
    await withFastCheckout({ locale: 'pt-BR', amount: { value: 125_000, currency: 'BRL' } });
    await user.click(
      await screen.findByRole(
        'switch',
        { name: 'Salvar meus dados para comprar mais rápido' },
        LONG,
      ),
    );
    await user.type(screen.getByLabelText('Número de celular'), '415');
    await user.tab();
    expect(screen.getByLabelText('Número de celular')).toHaveAccessibleDescription(
      '+1 Informe um número de celular com 10 dígitos',
    );
    expect(document.querySelector('[data-slot="fast-checkout-consent"]')).toHaveTextContent(
      /Você também concorda com os termos e condições \(abre em uma nova aba\) e com a política de privacidade \(abre em uma nova aba\)\.$/,
    );
    expect(
      screen.getByRole('link', { name: /^termos e condições ?\(abre em uma nova aba\)$/ }),
    ).toHaveAttribute('href', exampleFastCheckoutConfig.termsAndConditionsLink);
  });
});

describe('the consent text', () => {
  it('a merchant’s text without both links is not used: the links stay', () => {
    render(
      <WidgetTextProvider
        value={{
          locale: 'en-US',
          t: createTranslator({ 'fastCheckout.consent': 'You agree to our {terms}.' }),
        }}
      >
        <FastCheckoutSection
          config={{ ...exampleFastCheckoutConfig, defaultToggleState: true }}
          brand="mc"
        />
      </WidgetTextProvider>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(document.querySelector('[data-slot="fast-checkout-consent"]')).toHaveTextContent(
      /^By saving your details, you agree/,
    );
  });
});
