/**
 * The fast-checkout sign-up of the card widget (docs/widget.md#views): a toggle, and once it
 * is on, the +1 mobile number and the consent text with the terms and privacy links; an (i) button
 * opens the info modal with three benefits. Shown only with a valid configuration (otherwise
 * nothing, and the warning once on the console) and only for a visa or mc card. It reports the
 * payment's `fastlaneData` through `onChange` whenever it changes — also while hidden by the brand
 * or by `showConsent: false`, so the payment always says whether consent was shown and given.
 * Its words are in the widget's locale, the merchant's `translations` over them (`texts.ts`).
 */
import * as React from 'react';
import { cn, MobileNumberInput, Switch } from '@paypage/ui';
import { nationalMobileDigits } from '@paypage/ui/rules';
import { isFastCheckoutConsentBrand } from '../rules/fast-checkout';
import { FastCheckoutInfoDialog } from './fast-checkout-info-dialog';
import {
  checkFastCheckoutSection,
  fastCheckoutPayment,
  type FastCheckoutPayment,
} from './fastlane-data';
import { FAST_CHECKOUT_TEXTS, splitPlaceholders, useFastCheckoutText } from './texts';

export type FastCheckoutSectionProps = {
  /** The integrator's fast-checkout configuration (§3), checked here (§5). */
  config: unknown;
  /** The card's detected brand: the consent applies to visa and mc only. */
  brand?: string | null;
  /** A number the shop already knows, to start the field with (any form; shown 3-3-4). */
  telephoneNumber?: string;
  /** The payment's `{ fastlaneData }`, each time it changes. */
  onChange?: (payment: FastCheckoutPayment) => void;
  /** Opens the info modal from the start (stories). */
  infoOpen?: boolean;
  className?: string;
};

/** A link of the consent text: https only (checked before), a new tab, no opener, no referrer. */
function ConsentLink({ href, children }: { href: string; children: string }) {
  const text = useFastCheckoutText();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="rounded-sm font-medium text-brand-text underline underline-offset-4"
    >
      {children}
      <span className="sr-only">{` ${text('fastCheckout.newTab')}`}</span>
    </a>
  );
}

/**
 * The consent text's pieces around its links. A text (a locale's, a merchant's) that does not name
 * both `{terms}` and `{privacy}` once each is not used: the en-US one is, so the links are always
 * there (docs/decisions.md).
 */
function consentPieces(template: string) {
  const pieces = splitPlaceholders(template);
  const names = pieces.flatMap((piece) => (typeof piece === 'string' ? [] : [piece.name]));
  return names.length === 2 && names.includes('terms') && names.includes('privacy')
    ? pieces
    : splitPlaceholders(FAST_CHECKOUT_TEXTS['fastCheckout.consent']);
}

export function FastCheckoutSection({
  config,
  brand,
  telephoneNumber,
  onChange,
  infoOpen,
  className,
}: FastCheckoutSectionProps) {
  const text = useFastCheckoutText();
  const check = checkFastCheckoutSection(config);
  const valid = check.valid ? check.config : null;
  const displayed = valid !== null && valid.showConsent && isFastCheckoutConsentBrand(brand);

  const [toggleOn, setToggleOn] = React.useState(valid?.defaultToggleState === true);
  const [digits, setDigits] = React.useState(() => nationalMobileDigits(telephoneNumber ?? ''));
  // Once on screen, the consent counts as shown (even if the brand then changes).
  const [consentShown, setConsentShown] = React.useState(displayed);
  if (displayed && !consentShown) setConsentShown(true);

  const fastlaneData = valid
    ? fastCheckoutPayment({
        config: valid,
        consentShown,
        displayed,
        toggleOn,
        telephoneDigits: digits,
      }).fastlaneData
    : null;

  const onChangeRef = React.useRef(onChange);
  React.useEffect(() => {
    onChangeRef.current = onChange;
  });
  // Reported once per change of the data (StrictMode's second run of the effect included).
  const reported = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (fastlaneData === null || fastlaneData === reported.current) return;
    reported.current = fastlaneData;
    onChangeRef.current?.({ fastlaneData });
  }, [fastlaneData]);

  // §5: an invalid configuration is not displayed and a warning is logged — once per warning.
  const warning = check.valid ? null : check.warning;
  const warned = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (warning === null || warned.current === warning) return;
    warned.current = warning;
    console.warn(warning);
  }, [warning]);

  if (!displayed || !valid) return null;

  return (
    <div
      data-slot="fast-checkout"
      data-state={toggleOn ? 'on' : 'off'}
      className={cn('flex flex-col gap-4 rounded-md border border-border p-4', className)}
    >
      <div className="flex items-start gap-2">
        <Switch
          label={text('fastCheckout.toggle')}
          checked={toggleOn}
          onCheckedChange={setToggleOn}
          className="flex-1"
        />
        <FastCheckoutInfoDialog defaultOpen={infoOpen} />
      </div>
      {toggleOn ? (
        <>
          <MobileNumberInput
            label={text('fastCheckout.mobileNumber')}
            messages={{ incomplete: text('fastCheckout.mobileNumber.incomplete') }}
            value={digits}
            onValueChange={setDigits}
          />
          <p data-slot="fast-checkout-consent" className="text-sm text-muted">
            {consentPieces(text('fastCheckout.consent')).map((piece, index) =>
              typeof piece === 'string' ? (
                piece
              ) : piece.name === 'terms' ? (
                <ConsentLink key={index} href={valid.termsAndConditionsLink ?? ''}>
                  {text('fastCheckout.terms')}
                </ConsentLink>
              ) : (
                <ConsentLink key={index} href={valid.privacyPolicyLink ?? ''}>
                  {text('fastCheckout.privacy')}
                </ConsentLink>
              ),
            )}
          </p>
        </>
      ) : null}
    </div>
  );
}
