/**
 * A local stand-in for Adyen Web (`AdyenCheckout` and `CustomCard`) for the live form's stories,
 * through `AdyenSessionWidget`'s `loadAdyenWeb`: no script, no frame and no network, so a story is
 * the same every time. It answers only what the live form reads (docs/widget.md "Environments"):
 * the session's amount, `onConfigSuccess` once mounted, a field's validation error, a submit
 * that stays pending (the payment in flight), or one answered by a 3-D Secure action (an element
 * drawing a plain stand-in of the issuer's challenge where Adyen Web's would be). Its boxes stay
 * empty where Adyen's fields would be.
 */
import type { AdyenWeb } from '../fields/adyen/adyen-session-widget';

export type FakeAdyenWebState =
  /** Adyen's fields configured and valid (Pay pays). */
  | 'ready'
  /** The number field reports an error (Pay shows the validation). */
  | 'invalid'
  /** Pay is answered by a 3-D Secure challenge. */
  | 'challenge'
  /** Adyen Web's script did not load. */
  | 'load-failure';

type CheckoutConfig = { onAction?: (element: { mount: (node: HTMLElement) => void }) => void };

/** The issuer's challenge as a plain box (Adyen Web's would hold the issuer's frame). */
function mountChallenge(node: HTMLElement) {
  const box = node.ownerDocument.createElement('div');
  box.setAttribute('role', 'img');
  box.setAttribute('aria-label', 'The issuer’s 3-D Secure challenge');
  box.style.cssText = 'width:390px;max-width:100%;height:400px;border:1px dashed #8a8f98';
  node.append(box);
}

type CardConfig = {
  onConfigSuccess?: () => void;
  onValidationError?: (list: { fieldType: string; error: string }[]) => void;
};

const amount = { value: 125_000, currency: 'USD' };

export function fakeAdyenWeb(state: FakeAdyenWebState): () => Promise<AdyenWeb> {
  if (state === 'load-failure')
    return () => Promise.reject(new Error('Adyen Web could not be loaded'));
  class CustomCard {
    readonly isValid = state === 'ready' || state === 'challenge';
    private readonly config: CardConfig;
    private readonly checkout: CheckoutConfig;
    constructor(checkout: { config: CheckoutConfig }, config: CardConfig) {
      this.config = config;
      this.checkout = checkout.config;
    }
    mount() {
      // Adyen Web reports its fields configured once their frames have loaded.
      queueMicrotask(() => {
        this.config.onConfigSuccess?.();
        if (state === 'invalid')
          this.config.onValidationError?.([
            { fieldType: 'encryptedCardNumber', error: 'cc.num.902' },
          ]);
      });
      return this;
    }
    showValidation() {}
    /** The payment stays in flight, or Adyen's session answers a challenge. */
    submit() {
      if (state === 'challenge') this.checkout.onAction?.({ mount: mountChallenge });
    }
    unmount() {}
  }
  const AdyenCheckout = (config: CheckoutConfig) =>
    Promise.resolve({ options: { amount }, config });
  return () => Promise.resolve({ AdyenCheckout, CustomCard } as unknown as AdyenWeb);
}
