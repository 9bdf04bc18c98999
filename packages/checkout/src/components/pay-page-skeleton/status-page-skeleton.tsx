import { ProcessingScreen } from '../processing-view';

/**
 * A status screen while its request loads: the centred page with the processing screen as a
 * placeholder (the status screen a payer most often lands on by address, right after paying).
 */
export function StatusPageSkeleton() {
  return <ProcessingScreen request={null} />;
}
