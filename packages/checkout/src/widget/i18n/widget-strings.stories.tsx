import '@fontsource-variable/noto-sans-kr/wght.css';
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SecuredExpiryDateField } from '../fields/secured/secured-card-fields';
import { PayButton } from '../form/pay-button';
import type { WidgetStrings } from './en-us';
import koKR from './ko-KR.json';
import ptBR from './pt-BR.json';
import { createTranslator } from './translate';
import { WidgetTextProvider, type WidgetText } from './widget-strings';

const amount = { value: 125_000, currency: 'USD' };

/**
 * Two of the widget's own parts as they read their words (and the amount's format) from the
 * provider: the expiry date's field before its frame loads, and the Pay button.
 */
function Parts() {
  const id = `expiry${React.useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <div className="flex flex-col gap-4">
      <SecuredExpiryDateField
        id={id}
        ref={() => undefined}
        error={undefined}
        hidden={false}
        loading
        focused={false}
        onFocusRequest={() => undefined}
      />
      <PayButton amount={amount} status="default" />
    </div>
  );
}

/** The parts under a provider of `text`, or under none (`text` undefined), captioned. */
function Sample({ caption, text }: { caption: string; text?: WidgetText }) {
  const parts = text ? (
    <WidgetTextProvider value={text}>
      <Parts />
    </WidgetTextProvider>
  ) : (
    <Parts />
  );
  return (
    <figure className="flex min-w-0 flex-col gap-3">
      <figcaption className="text-sm font-semibold text-muted">{caption}</figcaption>
      {parts}
    </figure>
  );
}

function Samples({ samples }: { samples: { caption: string; text?: WidgetText }[] }) {
  return (
    <div
      className="grid grid-cols-1 gap-8 md:grid-cols-3"
      style={{
        // Hangul from Noto Sans KR, after Inter (which has none).
        ['--font-sans' as string]: "'Inter Variable', 'Noto Sans KR Variable', sans-serif",
        fontFamily: 'var(--font-sans)',
      }}
    >
      {samples.map((sample) => (
        <Sample key={sample.caption} {...sample} />
      ))}
    </div>
  );
}

/**
 * The widget's words come from one provider (`WidgetTextProvider`): a locale and its lookup,
 * which the parts read with `useWidgetStrings()` / `useWidgetText()`. Under no provider a part is
 * in en-US. A shipped locale's strings (pt-BR, ko-KR) are loaded by the widget before it shows; a
 * merchant's `translations` apply over them, key by key, and any key a locale lacks is in en-US.
 * The amount is formatted in the provider's locale too. Hangul is drawn with Noto Sans KR here
 * (bundled for the stories; Inter has none).
 */
const meta = {
  title: 'Checkout/Widget strings',
  component: Samples,
  args: { samples: [] },
} satisfies Meta<typeof Samples>;

export default meta;
type Story = StoryObj<typeof meta>;

/** en-US (no provider), and the two shipped locales: longer words, other amount formats. */
export const ShippedLocales: Story = {
  name: 'Shipped locales: en-US, pt-BR, ko-KR',
  args: {
    samples: [
      { caption: 'en-US (no provider)' },
      { caption: 'pt-BR', text: { locale: 'pt-BR', t: createTranslator(ptBR as WidgetStrings) } },
      { caption: 'ko-KR', text: { locale: 'ko-KR', t: createTranslator(koKR as WidgetStrings) } },
    ],
  },
  play: async ({ canvasElement }) => {
    const [enUS, pt, ko] = [...canvasElement.querySelectorAll('figure')].map((figure) =>
      within(figure),
    );
    await expect(enUS!.getByText('Expiry date')).toBeVisible();
    await expect(enUS!.getByRole('button', { name: 'Pay $1,250.00' })).toBeVisible();
    await expect(pt!.getByText('Data de validade')).toBeVisible();
    await expect(pt!.getByText('Frente do cartão no formato MM/AA')).toBeVisible();
    await expect(pt!.getByRole('button', { name: /^Pagar US\$\s1\.250,00$/ })).toBeVisible();
    await expect(ko!.getByText('유효기간')).toBeVisible();
    await expect(ko!.getByRole('button', { name: 'US$1,250.00 결제' })).toBeVisible();
  },
};

/**
 * A merchant's `translations`: over pt-BR they replace one string and keep the rest; for a
 * locale not shipped (fr-FR) only what they give is in French, everything else in en-US (the
 * amount in the locale's format whatever the words).
 */
export const MerchantTranslations: Story = {
  name: 'Merchant translations over a locale, and a locale not shipped',
  args: {
    samples: [
      {
        caption: 'pt-BR, “pay.button” replaced',
        text: {
          locale: 'pt-BR',
          t: createTranslator(ptBR as WidgetStrings, { 'pay.button': 'Concluir: {amount}' }),
        },
      },
      {
        caption: 'fr-FR, only “pay.button” given',
        text: { locale: 'fr-FR', t: createTranslator({ 'pay.button': 'Payer {amount}' }) },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const [pt, fr] = [...canvasElement.querySelectorAll('figure')].map((figure) => within(figure));
    await expect(pt!.getByRole('button', { name: /^Concluir: US\$\s1\.250,00$/ })).toBeVisible();
    await expect(pt!.getByText('Data de validade')).toBeVisible();
    await expect(fr!.getByRole('button', { name: /^Payer 1\s250,00\s\$US$/ })).toBeVisible();
    await expect(fr!.getByText('Expiry date')).toBeVisible();
    await expect(fr!.getByText('Front of card in format MM/YY')).toBeVisible();
  },
};
