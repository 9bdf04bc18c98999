/**
 * The card widget's failure (§8's message, with Refresh): shown only when the form cannot be used
 * (the frames failed).
 */
import { Banner, Button } from '@paypage/ui';

export function FailureBanner({
  message,
  refresh,
  onRefresh,
}: {
  message: string | undefined;
  refresh: string;
  onRefresh: () => void;
}) {
  return (
    <Banner
      data-slot="card-widget-failure"
      tone="critical"
      action={
        <Button variant="secondary" size="sm" onClick={onRefresh}>
          {refresh}
        </Button>
      }
    >
      {message}
    </Banner>
  );
}
