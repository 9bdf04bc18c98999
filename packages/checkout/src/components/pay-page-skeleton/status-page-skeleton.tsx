import { PanelBody, PanelFooter, Skeleton } from '@paypage/ui';
import { PROCESSING_FOOTER, PROCESSING_TITLE, processingText } from '../../payment-request/copy';
import { PLACEHOLDER_REQUEST, StatusPage } from '../status-screen/status-page';

/**
 * A status page while its screen loads (the status screens are a chunk of their own) or while its
 * request loads: the centred page with the processing screen's shapes (the status a payer most
 * often lands on by address, right after paying) — the icon, the badge, the heading, its sentence
 * as lines of text, the amount row, the footer note. Built from the kit's Skeleton over the same
 * words, so the shapes wrap as the real screen does at every width; 'Loading…' is said once.
 */
export function StatusPageSkeleton() {
  return (
    <StatusPage request={null}>
      <div data-slot="status-screen-skeleton" aria-busy="true" className="flex flex-col">
        <span className="sr-only">Loading…</span>
        <PanelBody className="flex flex-col gap-6 py-8 sm:py-10">
          <div className="flex flex-col items-center gap-4 text-center">
            <Skeleton shape="circle" className="size-14" />
            <div className="flex flex-col items-center gap-2">
              <Skeleton className="h-7 w-[6.75rem] rounded-full" />
              <Skeleton>
                <p className="text-2xl font-semibold tracking-tight">{PROCESSING_TITLE}</p>
              </Skeleton>
              <p className="max-w-prose text-pretty [overflow-wrap:anywhere]">
                <Skeleton className="inline box-decoration-clone">
                  <span>{processingText(PLACEHOLDER_REQUEST)}</span>
                </Skeleton>
              </p>
            </div>
          </div>
          <Skeleton className="h-[46px] w-full" />
        </PanelBody>
        <PanelFooter className="justify-center text-center text-pretty">
          <p>
            <Skeleton className="inline box-decoration-clone">
              <span>{PROCESSING_FOOTER}</span>
            </Skeleton>
          </p>
        </PanelFooter>
      </div>
    </StatusPage>
  );
}
