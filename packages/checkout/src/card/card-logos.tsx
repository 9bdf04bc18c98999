/**
 * The marks beside 'Card payment' (docs/payer-page.md#screens): the main card brands, then the wallets the
 * session offers. Each mark is named for screen readers; the list is named 'Accepted cards'.
 */
import {
  AmexIcon,
  ApplePayIcon,
  BancontactIcon,
  CartesBancairesIcon,
  DinersIcon,
  DiscoverIcon,
  EloIcon,
  GooglePayIcon,
  HipercardIcon,
  JcbIcon,
  MaestroIcon,
  MastercardIcon,
  UnionPayIcon,
  VisaIcon,
} from '@paypage/ui';

/**
 * The payer page's accepted brands (`PAYER_PAGE_CARD_BRANDS`, in its order) with their names from
 * the card-brand table: under the card option of the method list. Written out rather than looked
 * up, so the first screen carries these twelve marks only, not the whole table's.
 */
export const ACCEPTED_CARD_MARKS = [
  { brand: 'visa', name: 'Visa', Icon: VisaIcon },
  { brand: 'mc', name: 'Mastercard', Icon: MastercardIcon },
  { brand: 'amex', name: 'American Express', Icon: AmexIcon },
  { brand: 'discover', name: 'Discover', Icon: DiscoverIcon },
  { brand: 'diners', name: 'Diners Club', Icon: DinersIcon },
  { brand: 'jcb', name: 'JCB', Icon: JcbIcon },
  { brand: 'maestro', name: 'Maestro', Icon: MaestroIcon },
  { brand: 'cup', name: 'UnionPay', Icon: UnionPayIcon },
  { brand: 'bcmc', name: 'Bancontact', Icon: BancontactIcon },
  { brand: 'elo', name: 'Elo', Icon: EloIcon },
  { brand: 'hipercard', name: 'Hipercard', Icon: HipercardIcon },
  { brand: 'cartebancaire', name: 'Carte Bancaire', Icon: CartesBancairesIcon },
] as const;

/** The main card brands' marks beside 'Card payment'. */
export const CARD_MARKS = ACCEPTED_CARD_MARKS.slice(0, 4);

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
