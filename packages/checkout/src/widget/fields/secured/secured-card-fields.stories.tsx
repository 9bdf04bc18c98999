import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { securityCodeFor, type FieldPolicy } from '../../../rules';
import { mockSecuredFields } from '../../../mocks/secured-fields';
import { PAYER_PAGE_CARD_BRANDS } from '../../form/card-constants';
import { cardFormLayout } from '../../form/card-form-layout';
import type { CardField } from '../../form/card-form';
import type { WidgetStringKey } from '../../i18n/en-us';
import { useWidgetStrings } from '../../i18n/widget-strings';
import {
  SECURED_TYPING_NOTE,
  typeSecured,
  waitForSecuredFields,
} from '../../storybook/secured-typing';
import { useFieldElements } from '../card-fields';
import {
  SecuredCardNumberField,
  SecuredExpiryDateField,
  SecuredPasswordField,
  SecuredSecurityCodeField,
} from './secured-card-fields';
import { type SecuredFieldsSetup, useSecuredCardFields } from './use-secured-card-fields';

type SecuredCardFieldsStoryProps = {
  /** The frames' origin and key (the mocks' frames on the page's other loopback host). */
  setup: SecuredFieldsSetup;
  /** The brand the form knows from the number's BIN (null: none yet). */
  brand: string | null;
  /** The security code's policy the form applies (the brand's, or the bin lookup's). */
  securityCode?: FieldPolicy;
  /** Korean card authentication: the card password's field shows. */
  password?: boolean;
  /** The error each field shows now, by its code (§8's codes are the strings' keys). */
  errors?: Partial<Record<CardField, WidgetStringKey>>;
};

/**
 * The secured card fields as the card form draws them, on the real frames (their mocks' origin),
 * with the form's side reduced to what the fields show: the brand, the policies and the errors
 * come from the story's args, and what the frames report is not acted on.
 */
function SecuredCardFieldsStory({
  setup,
  brand,
  securityCode = 'required',
  password = false,
  errors = {},
}: SecuredCardFieldsStoryProps) {
  const t = useWidgetStrings();
  const elements = useFieldElements();
  const { fields, status } = useSecuredCardFields({
    setup,
    elements,
    brands: PAYER_PAGE_CARD_BRANDS,
    policies: { expiryDate: 'required', securityCode, password: password ? 'required' : 'hidden' },
    errorOf: (field) => {
      const key = errors[field];
      return key ? t(key) : undefined;
    },
    paymentData: () => ({ paymentMethod: { type: 'scheme', encryptedCardNumber: '' } }),
    onCard: () => undefined,
    onLeave: () => undefined,
  });
  // Marked as the widget is, with its status: the stories' typing waits for it (secured-typing.ts).
  return (
    <div data-slot="card-widget" data-status={status} className="mx-auto max-w-md">
      <div className={cardFormLayout.stack}>
        <SecuredCardNumberField {...fields.field('cardNumber')} brand={brand} />
        <div className={cardFormLayout.pair}>
          <SecuredExpiryDateField
            {...fields.field('expiryDate')}
            className={cardFormLayout.pairItem}
          />
          <SecuredSecurityCodeField
            {...fields.field('securityCode')}
            className={cardFormLayout.pairItem}
            spec={securityCodeFor(brand)}
            brandKnown={brand !== null}
            optional={securityCode === 'optional'}
          />
        </div>
        <SecuredPasswordField {...fields.field('password')} />
      </div>
    </div>
  );
}

/**
 * The card's own fields (number, expiry date, security code and the Korean card password): the
 * kit's label, box and hint or error drawn by the page around a frame of another origin that holds
 * the value. The fields draw what the form tells them (the brand's mark, the security code's name
 * and digits, the errors) and what the frames report (loading until they are configured); the
 * whole widget around them is in 'Checkout/Card widget'.
 */
const meta = {
  title: 'Checkout/Card widget/Secured card fields',
  component: SecuredCardFieldsStory,
  subcomponents: {
    SecuredCardNumberField,
    SecuredExpiryDateField,
    SecuredSecurityCodeField,
    SecuredPasswordField,
  },
  parameters: { docs: { description: { component: SECURED_TYPING_NOTE } } },
  args: { setup: mockSecuredFields(), brand: null },
} satisfies Meta<typeof SecuredCardFieldsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frames' titles (en-US). */
const FRAME = {
  cardNumber: 'Iframe for secured card number',
  expiryDate: 'Iframe for secured card expiry date',
  securityCode: 'Iframe for secured card security code',
  password: 'Iframe for secured card password',
} as const;

/** The boxes the payer sees that are still skeletons (the card password's is hidden unless asked). */
const busyBoxes = (root: HTMLElement) =>
  root.querySelectorAll('[data-slot="field"]:not([hidden]) [aria-busy="true"]');

/**
 * Waits until every frame is configured and no box is a skeleton any more (what is inside a box
 * shows a moment later: the assertions on it wait too).
 */
async function ready(root: HTMLElement) {
  await waitForSecuredFields(root);
  await waitFor(() => expect(busyBoxes(root)).toHaveLength(0));
}

/** The frames configured and empty: the generic card mark and each field's hint. */
export const Ready: Story = {
  name: 'Ready (empty)',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await step('each label names its frame, of another origin', async () => {
      for (const [label, title] of [
        ['Card number', FRAME.cardNumber],
        ['Expiry date', FRAME.expiryDate],
        ['Security code', FRAME.securityCode],
      ] as const) {
        const frame = canvas.getByTitle(title);
        await expect(canvas.getByLabelText(label)).toBe(frame);
        await expect(new URL(frame.getAttribute('src') ?? '').origin).not.toBe(
          window.location.origin,
        );
      }
    });
    await step('the generic mark and the hints show', async () => {
      await waitFor(() => expect(canvas.getByRole('img', { name: 'Card' })).toBeVisible());
      await expect(canvas.getByText('Front of card in format MM/YY')).toBeVisible();
      await expect(canvas.getByText('3 digits on back of card')).toBeVisible();
    });
  },
};

/** Before the frames are configured: each box is a skeleton, busy; the labels show already. */
export const Loading: Story = {
  name: 'Loading (the frames not configured yet)',
  args: { setup: { ...mockSecuredFields(), path: '/frames-never-configured/' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="card-widget"]');
    await expect(root).toHaveAttribute('data-status', 'loading');
    // The number, expiry date and security code (the card password's field is hidden).
    await expect(busyBoxes(canvasElement)).toHaveLength(3);
    await expect(within(canvasElement).getByText('Card number')).toBeVisible();
  },
};

/**
 * The payer is in the number's frame: its box shows the focus ring. Chromium matches no
 * `:focus-within` on the ancestors of a frame of another origin that holds the focus, so the ring
 * follows the frame's focus report (the box's `data-focused`).
 */
export const Focused: Story = {
  name: 'Focused (in the card number)',
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    // Playwright's clear focuses the frame's input, as the payer's click does.
    if (!(await typeSecured(canvasElement, 'number', ''))) return;
    const frame = within(canvasElement).getByTitle(FRAME.cardNumber);
    await waitFor(() => expect(frame).toHaveFocus());
    await waitFor(() =>
      expect(frame.closest('[data-slot="secured-field-box"]')).toHaveAttribute('data-focused'),
    );
  },
};

/**
 * The number's BIN names the brand: its mark in the number's box, and the security code named and
 * counted as the brand does (an Amex: CID, 4 digits on the front).
 */
export const BrandRecognised: Story = {
  name: 'Brand recognised (Amex)',
  args: { brand: 'amex' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await typeSecured(canvasElement, 'number', '378282');
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'American Express' })).toBeVisible(),
    );
    await expect(canvas.getByLabelText('Security code (CID)')).toBe(
      canvas.getByTitle(FRAME.securityCode),
    );
    await expect(canvas.getByText('4 digits on front of card')).toBeVisible();
  },
};

/**
 * Every field's error, as after Pay on an empty form: it replaces the hint, marks the box invalid
 * and describes the frame (the frame's input is told it too).
 */
export const Invalid: Story = {
  name: 'Invalid (each field’s error)',
  args: {
    errors: { cardNumber: 'cc.num.900', expiryDate: 'cc.dat.910', securityCode: 'cc.cvc.920' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    for (const [title, message] of [
      [FRAME.cardNumber, 'Enter the card number'],
      [FRAME.expiryDate, 'Enter the expiry date'],
      [FRAME.securityCode, 'Enter the security code'],
    ] as const) {
      await expect(canvas.getByText(message)).toBeVisible();
      await waitFor(() =>
        expect(canvas.getByTitle(title)).toHaveAccessibleDescription(
          expect.stringContaining(message),
        ),
      );
    }
    await expect(canvas.queryByText('Front of card in format MM/YY')).toBeNull();
  },
};

/**
 * A Korean card with a security code the brand leaves optional: the code's label says so, and
 * the card password's field (its first 2 digits) shows under the others.
 */
export const OptionalCodeAndPassword: Story = {
  name: 'Korean card: the password field, the security code optional',
  args: { brand: 'visa', securityCode: 'optional', password: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByLabelText('Security code (CVV, optional)')).toBe(
      canvas.getByTitle(FRAME.securityCode),
    );
    await expect(canvas.getByLabelText('First 2 digits of card password')).toBe(
      canvas.getByTitle(FRAME.password),
    );
  },
};

/**
 * A brand whose card has no security code (the bin lookup's policy `hidden`): its field is hidden,
 * its frame kept mounted (hidden, so the set is not reloaded if the brand changes again).
 */
export const SecurityCodeHidden: Story = {
  name: 'Security code hidden by the brand',
  args: { brand: 'visa', securityCode: 'hidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByTitle(FRAME.securityCode)).not.toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Expiry date')).toBeVisible());
  },
};
