/**
 * A bank's logo: the base64 PNG of `POST /plaid/institution-logo` at a fixed size, a skeleton of
 * that size while it comes, and the placeholder bank icon when the bank has none or the call
 * fails (a console warning only, spec §8). Decorative: the bank's name is always beside it.
 */
import { BankIcon, cn, Skeleton } from '@paypage/ui';
import { useInstitutionLogo } from '../state/bank-link';

export type InstitutionLogoProps = {
  institutionId: string | null | undefined;
  /** The square's side in CSS pixels. */
  size?: 32 | 40;
  className?: string;
};

export function InstitutionLogo({ institutionId, size = 40, className }: InstitutionLogoProps) {
  const { logoSrc, loading } = useInstitutionLogo(institutionId);
  const box = size === 32 ? 'size-8' : 'size-10';

  if (loading) {
    return <Skeleton data-slot="institution-logo" shape="block" className={cn(box, className)} />;
  }
  if (logoSrc) {
    return (
      <img
        data-slot="institution-logo"
        data-state="logo"
        src={logoSrc}
        width={size}
        height={size}
        alt=""
        className={cn(
          box,
          'shrink-0 rounded-md border border-border bg-surface object-contain',
          className,
        )}
      />
    );
  }
  return (
    <span
      data-slot="institution-logo"
      data-state="placeholder"
      aria-hidden="true"
      className={cn(
        box,
        'flex shrink-0 items-center justify-center rounded-md border border-border bg-surface-sunken text-muted',
        className,
      )}
    >
      <BankIcon className={size === 32 ? 'size-4' : 'size-5'} />
    </span>
  );
}
