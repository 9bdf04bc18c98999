/**
 * A bank's logo: the base64 PNG of `POST /plaid/institution-logo` at its own size (40 × 40, its
 * hairline drawn outside it, so the browser never rescales it), a skeleton of that size while it comes, and the placeholder
 * bank icon when the bank has none or the call fails (a console warning only, spec §8).
 * Decorative: the bank's name is always beside it.
 */
import { BankIcon, cn, Skeleton } from '@paypage/ui';
import { useInstitutionLogo } from '../state/bank-link';

/** The logo's side in CSS pixels. */
export const INSTITUTION_LOGO_SIZE = 40;

export type InstitutionLogoProps = {
  institutionId: string | null | undefined;
  className?: string;
};

export function InstitutionLogo({ institutionId, className }: InstitutionLogoProps) {
  const { logoSrc, loading } = useInstitutionLogo(institutionId);

  if (loading) {
    // `data-lazy-pending`: the screen is not final until the logo is in (tools such as the
    // visual gate wait for it, docs/testing.md).
    return (
      <Skeleton
        data-slot="institution-logo"
        data-lazy-pending=""
        shape="block"
        className={cn('size-10', className)}
      />
    );
  }
  if (logoSrc) {
    return (
      <img
        data-slot="institution-logo"
        data-state="logo"
        src={logoSrc}
        width={INSTITUTION_LOGO_SIZE}
        height={INSTITUTION_LOGO_SIZE}
        alt=""
        decoding="sync"
        className={cn('size-10 shrink-0 rounded-md bg-surface ring-1 ring-border', className)}
      />
    );
  }
  return (
    <span
      data-slot="institution-logo"
      data-state="placeholder"
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-md border border-border bg-surface-sunken text-muted',
        className,
      )}
    >
      <BankIcon className="size-5" />
    </span>
  );
}
