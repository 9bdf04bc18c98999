/**
 * Play-function helper: typing into the secured-field frames. They are on another origin, so a
 * story's script cannot reach their inputs; the Storybook gate (.storybook/test-runner.ts) exposes
 * `window.paypageTypeSecured`, with which Playwright types in the frame as a payer does. In the
 * interactive Storybook there is no such function: the play function skips the typing there (the
 * story's docs say so) and the reader types in the frames by hand.
 */
import { waitFor, within } from 'storybook/test';
import type { FieldType } from '../../secured-fields/protocol';

export type SecuredFieldName = 'number' | 'expiry' | 'code' | 'password' | 'giftNumber' | 'giftPin';

declare global {
  interface Window {
    paypageTypeSecured?: (field: SecuredFieldName, text: string, index?: number) => Promise<void>;
  }
}

/** Whether this run can type into the frames (the gate can; an interactive Storybook cannot). */
export const canTypeSecured = () => typeof window.paypageTypeSecured === 'function';

/**
 * How long a play function waits for the frames: on a cold Storybook the step's chunks, its card
 * session and the frames' documents all load first. A wait for the frames, never a fixed time.
 */
export const FRAMES_TIMEOUT = 20_000;

/** The secured-field frame titled `title` in `root`, once it is there. */
export function findSecuredFrame(root: HTMLElement, title: string): Promise<HTMLElement> {
  return within(root).findByTitle(title, {}, { timeout: FRAMES_TIMEOUT });
}

/** Waits until the card widget(s) in `root` have their frames loaded and configured. */
export async function waitForSecuredFields(root: HTMLElement, timeout = FRAMES_TIMEOUT) {
  await waitFor(
    () => {
      // The card widgets', and a gift card section's frames.
      const widgets = [
        ...root.querySelectorAll('[data-slot="card-widget"], [data-slot="gift-card-form"]'),
      ];
      if (widgets.length === 0 || widgets.some((w) => w.getAttribute('data-status') !== 'ready'))
        throw new Error('the secured fields are not ready');
    },
    { timeout },
  );
}

/**
 * Types `text` into the secured `field` (the `index`-th of the page, for several widgets); an
 * empty text clears it. Returns false (and types nothing) in an interactive Storybook.
 */
export async function typeSecured(
  root: HTMLElement,
  field: SecuredFieldName,
  text: string,
  index = 0,
): Promise<boolean> {
  await waitForSecuredFields(root);
  const type = window.paypageTypeSecured;
  if (!type) return false;
  await type(field, text, index);
  return true;
}

/** The frames' `data-field-type` (their titles follow the widget's locale). */
const FRAME_TYPES: Record<SecuredFieldName, FieldType> = {
  number: 'encryptedCardNumber',
  expiry: 'encryptedExpiryDate',
  code: 'encryptedSecurityCode',
  password: 'encryptedPassword',
  giftNumber: 'encryptedGiftCardNumber',
  giftPin: 'encryptedGiftCardPin',
};

/**
 * Waits until the secured `field`'s frame holds the focus: a complete number or date moves focus
 * on by messages between the frames, a moment after the last key. A play function that goes on
 * to type elsewhere waits for that move first, or the move lands in the middle of its typing.
 */
export async function waitForFocusIn(field: SecuredFieldName, timeout = 5_000) {
  if (!canTypeSecured()) return;
  await waitFor(
    () => {
      const type = document.activeElement?.getAttribute('data-field-type');
      if (type !== FRAME_TYPES[field]) throw new Error(`focus is not in the ${field} frame`);
    },
    { timeout },
  );
}

/** The story docs' note for a play function that types into the frames. */
export const SECURED_TYPING_NOTE =
  'The card number, expiry date and security code are typed in the secured frames (another ' +
  'origin): the Storybook gate types them with Playwright; in this interactive Storybook, type ' +
  'them yourself.';
