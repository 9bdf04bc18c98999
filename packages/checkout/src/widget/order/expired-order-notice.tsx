/**
 * The notice of an order kept over a reload that expired: with the restore-order part
 * (`restore-order.ts` re-exports it), so the first file carries no banner for it.
 */
import { Banner } from '@paypage/ui';

export function ExpiredOrderNotice({ notice }: { notice: { title: string; message: string } }) {
  return (
    <Banner tone="warning" title={notice.title} className="mb-6">
      {notice.message}
    </Banner>
  );
}
