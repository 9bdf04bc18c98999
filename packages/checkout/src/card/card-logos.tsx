/**
 * The marks beside 'Card payment' (docs/payer-page.md#screens): the main card brands, then the wallets the
 * session offers. Each mark is named for screen readers; the list is named 'Accepted cards'.
 */
import {
  AmexIcon,
  ApplePayIcon,
  DiscoverIcon,
  GooglePayIcon,
  MastercardIcon,
  VisaIcon,
} from '@paypage/ui';

/** The main card brands' marks with their names (also under the card option of the method list). */
export const CARD_MARKS = [
  { name: 'Visa', Icon: VisaIcon },
  { name: 'Mastercard', Icon: MastercardIcon },
  { name: 'American Express', Icon: AmexIcon },
  { name: 'Discover', Icon: DiscoverIcon },
] as const;

export type CardLogosProps = { googlePay: boolean; applePay: boolean };

export function CardLogos({ googlePay, applePay }: CardLogosProps) {
  const marks = [
    ...CARD_MARKS,
    ...(googlePay ? [{ name: 'Google Pay', Icon: GooglePayIcon }] : []),
    ...(applePay ? [{ name: 'Apple Pay', Icon: ApplePayIcon }] : []),
  ];
  return (
    <ul
      aria-label="Accepted cards and wallets"
      data-slot="card-logos"
      className="flex flex-wrap gap-1.5"
    >
      {marks.map(({ name, Icon }) => (
        <li key={name} className="flex">
          <Icon title={name} />
        </li>
      ))}
    </ul>
  );
}
