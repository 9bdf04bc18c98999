/**
 * Card-brand and wallet marks: simplified brand-coloured tiles (38 × 24, the proportion of a card
 * logo in a payment form) with the wordmark set in the bundled font or drawn as simple shapes. They
 * stay small on purpose: no traced logos. Their colours are the brands' own, not theme tokens.
 *
 * Decorative by default; pass `title` (e.g. 'Visa') when the mark stands alone.
 */
import { brandIcon, fontFamily, tile, word } from './brand-tile';
import { moreCardBrandIcons } from './more-brand-icons';

export const VisaIcon = brandIcon(
  'visa',
  <>
    {tile('#1a1f71')}
    {word('VISA', {
      x: 19,
      y: 16,
      fill: '#ffffff',
      fontSize: 10.5,
      fontWeight: 800,
      fontStyle: 'italic',
      letterSpacing: 0.4,
    })}
  </>,
);

/** Two overlapping circles: Mastercard and Maestro share the shape, in their own colours. */
/* #__NO_SIDE_EFFECTS__ */
function interlockingCircles(left: string, right: string, middle: string) {
  return (
    <>
      {tile('#ffffff', true)}
      <circle cx="15" cy="12" r="7" fill={left} />
      <circle cx="23" cy="12" r="7" fill={right} />
      <path d="M19 6.3a7 7 0 0 1 0 11.4 7 7 0 0 1 0-11.4Z" fill={middle} />
    </>
  );
}

export const MastercardIcon = brandIcon(
  'mastercard',
  interlockingCircles('#eb001b', '#f79e1b', '#ff5f00'),
);

export const MaestroIcon = brandIcon(
  'maestro',
  interlockingCircles('#e7001b', '#00a2e5', '#7375cf'),
);

export const AmexIcon = brandIcon(
  'amex',
  <>
    {tile('#016fd0')}
    {word('AMEX', {
      x: 19,
      y: 15.5,
      fill: '#ffffff',
      fontSize: 9.5,
      fontWeight: 800,
      letterSpacing: 0.3,
    })}
  </>,
);

export const DiscoverIcon = brandIcon(
  'discover',
  <>
    {tile('#ffffff', true)}
    {word('DISC', {
      x: 18.4,
      y: 14.4,
      textAnchor: 'end',
      fill: '#231f20',
      fontSize: 6.2,
      fontWeight: 700,
    })}
    <circle cx="21.6" cy="12.2" r="2.7" fill="#ff6000" />
    {word('VER', {
      x: 24.8,
      y: 14.4,
      textAnchor: 'start',
      fill: '#231f20',
      fontSize: 6.2,
      fontWeight: 700,
    })}
  </>,
);

export const DinersIcon = brandIcon(
  'diners',
  <>
    {tile('#ffffff', true)}
    <circle cx="19" cy="12" r="7.5" fill="#0079be" />
    <path
      d="M16.8 7.6a4.8 4.8 0 0 0 0 8.8Zm4.4 0v8.8a4.8 4.8 0 0 0 0-8.8Z"
      fill="#ffffff"
      fillRule="evenodd"
    />
  </>,
);

/** One of JCB's three coloured letter bands (written out: a call the first files can drop). */
/* #__NO_SIDE_EFFECTS__ */
function jcbLetter(fill: string, x: number, letter: string) {
  return (
    <g>
      <rect x={x} y="4.5" width="7.5" height="15" rx="2.5" fill={fill} />
      {word(letter, { x: x + 3.75, y: 15.2, fill: '#ffffff', fontSize: 7, fontWeight: 800 })}
    </g>
  );
}

export const JcbIcon = brandIcon(
  'jcb',
  <>
    {tile('#ffffff', true)}
    {jcbLetter('#0e4c96', 7, 'J')}
    {jcbLetter('#e21836', 15.5, 'C')}
    {jcbLetter('#00a651', 24, 'B')}
  </>,
);

export const UnionPayIcon = brandIcon(
  'unionpay',
  <>
    {tile('#ffffff', true)}
    <path d="M8.5 4h8l-3 16h-8Z" fill="#e21836" />
    <path d="M15 4h8l-3 16h-8Z" fill="#00447c" />
    <path d="M21.5 4h8l-3 16h-8Z" fill="#007b84" />
  </>,
);

export const GenericCardIcon = brandIcon(
  'generic-card',
  <>
    {tile('#eef0f3', true)}
    <rect x="4" y="6" width="30" height="3.5" fill="#878e99" />
    <rect x="5" y="14" width="9" height="2.5" rx="1" fill="#878e99" />
    <rect x="16" y="14" width="5" height="2.5" rx="1" fill="#b5bac2" />
  </>,
);

export const ApplePayIcon = brandIcon(
  'apple-pay',
  <>
    {tile('#000000')}
    <path
      d="M12.6 8.1c-.9-.2-1.7.3-2.2.3-.5 0-1.2-.3-1.9-.3-1 0-2 .6-2.5 1.5-1.1 1.9-.3 4.6.8 6.1.5.7 1.1 1.6 1.9 1.5.7 0 1-.5 1.9-.5s1.1.5 1.9.5 1.3-.8 1.8-1.5c.4-.5.6-1 .7-1.3-1.3-.5-1.6-2.5-.2-3.3-.5-.7-1.2-1.1-2.2-1Zm-.6-.8c.4-.5.7-1.2.6-1.9-.6 0-1.4.4-1.8.9-.4.5-.7 1.2-.6 1.8.7.1 1.3-.3 1.8-.8Z"
      fill="#ffffff"
    />
    {word('Pay', { x: 24.5, y: 15.6, fill: '#ffffff', fontSize: 9, fontWeight: 600 })}
  </>,
);

export const GooglePayIcon = brandIcon(
  'google-pay',
  <>
    {tile('#ffffff', true)}
    <text x="7" y="15.6" fontSize="9" fontWeight="700" fontFamily={fontFamily}>
      <tspan fill="#4285f4">G</tspan>
      <tspan fill="#3c4043" dx="1.5" fontWeight="500">
        Pay
      </tspan>
    </text>
  </>,
);

/**
 * The card-brand marks by the brand codes card processors use (Adyen's `visa`, `mc`, `amex`…), with
 * `card` for an unknown or not yet detected brand.
 */
export const cardBrandIcons = {
  visa: VisaIcon,
  mc: MastercardIcon,
  amex: AmexIcon,
  discover: DiscoverIcon,
  diners: DinersIcon,
  jcb: JcbIcon,
  maestro: MaestroIcon,
  cup: UnionPayIcon,
  // A network's variants carry its mark.
  cupcredit: UnionPayIcon,
  cupdebit: UnionPayIcon,
  maestrouk: MaestroIcon,
  // The regional, debit-network and store brands (more-brand-icons.tsx).
  ...moreCardBrandIcons,
  card: GenericCardIcon,
} as const;

export type CardBrandCode = keyof typeof cardBrandIcons;
