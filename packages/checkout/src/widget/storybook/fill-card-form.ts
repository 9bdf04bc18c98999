/**
 * Play-function helpers of the card stories: filling the sandbox card form as a payer types it
 * (the card fields in their secured frames, through `secured-typing.ts`).
 */
import { userEvent, waitFor, within } from 'storybook/test';
import { canTypeSecured, typeSecured } from './secured-typing';

export type CardEntry = {
  holderName?: string;
  number: string;
  expiry?: string;
  securityCode?: string;
  street?: string;
  houseNumber?: string;
  city?: string;
  state?: string;
  postalCode?: string;
};

/** A sandbox test card that is authorised, with a billing address in San Francisco. */
export const AUTHORISED_VISA: CardEntry = {
  holderName: 'Sam Rivera',
  number: '4111 1111 1111 1111',
  expiry: '03/30',
  securityCode: '737',
  street: '500 Market St',
  houseNumber: 'Suite 300',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
};

/** Types a whole card entry into the form inside `root` (the number's spaces as a payer types). */
export async function fillCardForm(root: HTMLElement, entry: CardEntry): Promise<void> {
  const form = within(root);
  const type = async (label: RegExp, text: string | undefined) => {
    if (text === undefined) return;
    const field = form.getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, text);
  };
  await type(/^Name on card/, entry.holderName);
  await typeSecured(root, 'number', '');
  await typeSecured(root, 'number', entry.number.replace(/\s+/g, ''));
  if (entry.expiry !== undefined) await typeSecured(root, 'expiry', entry.expiry.replace('/', ''));
  if (entry.securityCode !== undefined) await typeSecured(root, 'code', entry.securityCode);
  await type(/^Street/, entry.street);
  await type(/^(Apt, suite|House number)/, entry.houseNumber);
  await type(/^City/, entry.city);
  if (entry.state)
    await userEvent.selectOptions(form.getByLabelText(/^(State|Province)/), entry.state);
  await type(/^(ZIP code|Postal code|Postcode)/, entry.postalCode);
}

/** Waits until the widget in `root` is valid (the frames have encrypted what was typed). */
export async function waitForValidCard(root: HTMLElement) {
  if (!canTypeSecured()) return;
  await waitFor(
    () => {
      if (!root.querySelector('[data-slot="card-widget"][data-valid]'))
        throw new Error('the card form is not valid yet');
    },
    { timeout: 20_000 },
  );
}
