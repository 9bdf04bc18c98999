/**
 * What the card step shows while a card widget's chunk (and, for Adyen Web, its setup) loads: the
 * sandbox form's layout in placeholders, field for field, so the form replaces it without moving
 * anything (the consent box is the real one, hidden, so its wrapped text takes its real height).
 */
import { Skeleton } from '@paypage/ui';
import { cardFormLayout, StoreDetailsConsent } from '../widget/form';

export type CardFormSkeletonProps = {
  /** The store-details consent will show (its box is part of the form). */
  storeDetails: boolean;
  merchantName: string;
  /** How many wallet buttons will show under 'or pay with'. */
  wallets: number;
  /** Announced once while loading. */
  label?: string;
};

/** A labelled 44 px control: a 20 px label line, 6 px, the box. */
function FieldSkeleton({
  className,
  labelWidth = '45%',
}: {
  className?: string;
  labelWidth?: string;
}) {
  return (
    <div className={className ?? 'flex flex-col gap-1.5'}>
      <Skeleton shape="text" className="text-sm" width={labelWidth} />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

export function CardFormSkeleton({
  storeDetails,
  merchantName,
  wallets,
  label = 'Loading the card form…',
}: CardFormSkeletonProps) {
  return (
    <div data-slot="card-form-skeleton" aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className={cardFormLayout.stack}>
        <FieldSkeleton labelWidth="7rem" />
        <FieldSkeleton labelWidth="7rem" />
        <div className={cardFormLayout.pair}>
          <FieldSkeleton className={cardFormLayout.pairItem} labelWidth="60%" />
          <FieldSkeleton className={cardFormLayout.pairItem} labelWidth="70%" />
        </div>
        <div className="flex flex-col">
          <Skeleton shape="text" width="8rem" className={cardFormLayout.legend} />
          <div className={cardFormLayout.address}>
            <FieldSkeleton labelWidth="4rem" />
            <div className={cardFormLayout.street}>
              <FieldSkeleton labelWidth="7rem" />
              <FieldSkeleton labelWidth="7rem" />
            </div>
            <div className={cardFormLayout.locality}>
              <FieldSkeleton labelWidth="3rem" />
              <FieldSkeleton labelWidth="3rem" />
              <FieldSkeleton labelWidth="4.5rem" />
            </div>
          </div>
        </div>
        {storeDetails ? (
          <Skeleton>
            <StoreDetailsConsent merchantName={merchantName} />
          </Skeleton>
        ) : null}
        <Skeleton className="h-12 w-full" />
      </div>
      {wallets > 0 ? (
        <div className={cardFormLayout.wallets}>
          <Skeleton shape="text" className="mx-auto text-sm" width="6rem" />
          <div className={cardFormLayout.walletButtons}>
            {Array.from({ length: wallets }, (_, index) => (
              <Skeleton key={index} className="h-11 w-full" />
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
