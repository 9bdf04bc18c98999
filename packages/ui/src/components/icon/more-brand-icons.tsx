/**
 * The marks of the card brands beyond the global networks (regional schemes, US debit networks,
 * store cards): a tile in a colour typical of the brand with its short name or monogram, no traced
 * logo. Each pairing of tile and text keeps a contrast of at least 4.5:1.
 */
import { brandIcon, tile, word } from './brand-tile';

type Wordmark = {
  /** The tile's colour. */
  fill: string;
  /** The text's colour (white by default). */
  color?: string;
  /** A white tile with the kit's hairline outline. */
  outline?: boolean;
};

/**
 * The type size that fits a word of this many characters into the tile: a monogram large, a
 * short name at the size of the global networks' words, one of six or seven characters smaller.
 */
const sizeFor = (length: number) =>
  length <= 2 ? 11 : length === 3 ? 10 : length === 4 ? 9 : length === 5 ? 8 : 7;

/** A tile with the brand's short name centred on it, on two lines when given two. */
/* #__NO_SIDE_EFFECTS__ */
function wordmark(
  name: string,
  text: string | readonly [string, string],
  { fill, color = '#ffffff', outline }: Wordmark,
) {
  const props = { x: 19, fill: color, fontWeight: 800 };
  return brandIcon(
    name,
    <>
      {tile(fill, outline)}
      {typeof text === 'string' ? (
        // The baseline that centres capitals vertically on the tile.
        word(text, {
          ...props,
          y: 12 + sizeFor(text.length) * 0.36,
          fontSize: sizeFor(text.length),
        })
      ) : (
        // A long name on two lines of 7.5 (one line would need a type size too small to read).
        <>
          {word(text[0], { ...props, y: 11, fontSize: 7.5 })}
          {word(text[1], { ...props, y: 18.5, fontSize: 7.5 })}
        </>
      )}
    </>,
  );
}

export const UatpIcon = wordmark('uatp', 'UATP', { fill: '#0b4a8f' });
export const BancontactIcon = wordmark('bancontact', 'BC', { fill: '#005498', color: '#ffd800' });
export const CartesBancairesIcon = wordmark('cartes-bancaires', 'CB', { fill: '#005a8c' });
export const DankortIcon = wordmark('dankort', 'Dankort', { fill: '#c8102e' });
export const VisaDankortIcon = wordmark('visa-dankort', 'V/DK', { fill: '#1a1f71' });
export const ForbrugsforeningenIcon = wordmark('forbrugsforeningen', 'FBF', { fill: '#00664f' });
export const VPayIcon = wordmark('v-pay', 'V PAY', { fill: '#1a1f71' });
export const GirocardIcon = wordmark('girocard', ['giro', 'card'], { fill: '#00589c' });
export const MirIcon = wordmark('mir', 'MIR', { fill: '#0f754e' });
export const TroyIcon = wordmark('troy', 'troy', { fill: '#00707e' });
export const RuPayIcon = wordmark('rupay', 'RuPay', {
  fill: '#ffffff',
  color: '#17479e',
  outline: true,
});
export const EftposIcon = wordmark('eftpos', 'eftpos', { fill: '#1c1c1c' });
export const AccelIcon = wordmark('accel', 'ACCEL', { fill: '#5c2d82' });
export const NyceIcon = wordmark('nyce', 'NYCE', { fill: '#00539b' });
export const PulseIcon = wordmark('pulse', 'PULSE', {
  fill: '#ffffff',
  color: '#0057a8',
  outline: true,
});
export const StarIcon = wordmark('star', 'STAR', { fill: '#b71c1c' });
export const EloIcon = wordmark('elo', 'elo', { fill: '#000000' });
export const HipercardIcon = wordmark('hipercard', ['Hiper', 'card'], { fill: '#b3131b' });
export const HiperIcon = wordmark('hiper', 'Hiper', { fill: '#f37021', color: '#1a1a1a' });
export const CabalIcon = wordmark('cabal', 'CABAL', { fill: '#00529b' });
export const NaranjaIcon = wordmark('naranja', 'naranja', { fill: '#c2410c' });
export const ArgencardIcon = wordmark('argencard', ['Argen', 'card'], { fill: '#003b7a' });
export const ShoppingIcon = wordmark('shopping', 'SHOP', { fill: '#a3005a' });
export const CodensaIcon = wordmark('codensa', 'Codensa', { fill: '#006a4e' });
export const TicketIcon = wordmark('ticket', 'Ticket', { fill: '#c4161c' });
export const AlphaBankVisaIcon = wordmark('alpha-bank-visa', 'Bonus', { fill: '#1a1f71' });
export const AlphaBankMastercardIcon = wordmark('alpha-bank-mastercard', 'Bonus', {
  fill: '#ffffff',
  color: '#c8001a',
  outline: true,
});
export const BijenkorfIcon = wordmark('bijenkorf', 'dBK', {
  fill: '#ffffff',
  color: '#000000',
  outline: true,
});
export const KarenMillenIcon = wordmark('karen-millen', 'KM', { fill: '#231f20' });
export const OasisIcon = wordmark('oasis', 'OASIS', { fill: '#0f2a4a' });
export const WarehouseIcon = wordmark('warehouse', 'WH', { fill: '#1d1d1b' });

/** The marks by the brand codes of the card-brand table (a brand's variants share its mark). */
export const moreCardBrandIcons = {
  uatp: UatpIcon,
  bcmc: BancontactIcon,
  cartebancaire: CartesBancairesIcon,
  dankort: DankortIcon,
  visadankort: VisaDankortIcon,
  forbrugsforeningen: ForbrugsforeningenIcon,
  vpay: VPayIcon,
  girocard: GirocardIcon,
  mir: MirIcon,
  troy: TroyIcon,
  rupay: RuPayIcon,
  eftpos_australia: EftposIcon,
  accel: AccelIcon,
  nyce: NyceIcon,
  pulse: PulseIcon,
  star: StarIcon,
  elo: EloIcon,
  elodebit: EloIcon,
  hipercard: HipercardIcon,
  hiper: HiperIcon,
  cabal: CabalIcon,
  naranja: NaranjaIcon,
  argencard: ArgencardIcon,
  shopping: ShoppingIcon,
  codensa: CodensaIcon,
  ticket: TicketIcon,
  visaalphabankbonus: AlphaBankVisaIcon,
  mcalphabankbonus: AlphaBankMastercardIcon,
  bijcard: BijenkorfIcon,
  karenmillen: KarenMillenIcon,
  oasis: OasisIcon,
  warehouse: WarehouseIcon,
} as const;
