import { Badge, Button, cardBrandIcons, FieldError, LockIcon, Select } from '@paypage/ui';
import { clickToPayErrorKey, type ClickToPayErrorReason } from './errors';
import type { ClickToPayListCard } from './machine';
import { cardExpiry, cardName, cardTitle, maskedNumber, useClickToPayText } from './texts';

export type CtpCardsProps = {
  cards: readonly ClickToPayListCard[];
  selectedCardId: string | null;
  amount: { value: number; currency: string };
  busy: boolean;
  error: ClickToPayErrorReason | null;
  onSelect: (srcDigitalCardId: string) => void;
  onPay: () => void;
};

function CardRow({ card }: { card: ClickToPayListCard }) {
  const { text } = useClickToPayText();
  const Mark = cardBrandIcons[card.scheme];
  const expiry = cardExpiry(card);
  return (
    <div
      data-slot="ctp-card"
      data-expired={card.isExpired ? '' : undefined}
      className="flex min-h-11 items-center gap-3 rounded-md border border-border bg-surface px-3 py-2"
    >
      {card.artUri ? (
        <img src={card.artUri} alt="" className="h-6 w-[38px] rounded-sm object-cover" />
      ) : (
        <Mark />
      )}
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-text [overflow-wrap:anywhere]">
          {cardTitle(card)} <span className="whitespace-nowrap">{maskedNumber(card)}</span>
        </span>
        {expiry ? (
          <span className="block text-xs text-muted">
            {text(card.isExpired ? 'clickToPay.expiredOn' : 'clickToPay.expires', { expiry })}
          </span>
        ) : null}
      </span>
      {card.isExpired ? <Badge tone="critical">{text('clickToPay.expired')}</Badge> : null}
    </div>
  );
}

/**
 * The shopper's cards (sorted per §4, expired ones shown, not payable): one card as a row, several
 * in a dropdown; then the Pay button for the card chosen.
 */
export function CtpCards({
  cards,
  selectedCardId,
  amount,
  busy,
  error,
  onSelect,
  onPay,
}: CtpCardsProps) {
  const { text, payLabel } = useClickToPayText();
  if (cards.length === 0) {
    return <p className="text-sm text-muted">{text('clickToPay.noCards')}</p>;
  }
  const selected = cards.find((card) => card.srcDigitalCardId === selectedCardId);
  const label = payLabel(amount);

  return (
    <div data-slot="ctp-cards" className="flex flex-col gap-4">
      <p className="text-sm text-muted">{text('clickToPay.cardsIntro')}</p>
      {cards.length === 1 ? (
        <CardRow card={cards[0]!} />
      ) : (
        <Select
          label={text('clickToPay.card')}
          name="ctp-card"
          value={selectedCardId ?? ''}
          placeholder={selectedCardId ? undefined : text('clickToPay.card')}
          onChange={(event) => onSelect(event.target.value)}
          disabled={busy}
          options={cards.map((card) => ({
            value: card.srcDigitalCardId,
            label: card.isExpired
              ? text('clickToPay.cardOptionExpired', { card: cardName(card) })
              : text('clickToPay.cardOption', { card: cardName(card), expiry: cardExpiry(card) }),
            disabled: card.isExpired,
          }))}
        />
      )}
      {!selected ? (
        <p className="text-sm text-muted">
          {text(cards.length === 1 ? 'clickToPay.expiredNote.one' : 'clickToPay.expiredNote.other')}
        </p>
      ) : null}
      {error ? <FieldError>{text(clickToPayErrorKey(error))}</FieldError> : null}
      <Button size="lg" className="w-full" loading={busy} disabled={!selected} onClick={onPay}>
        <LockIcon />
        {label}
      </Button>
    </div>
  );
}
