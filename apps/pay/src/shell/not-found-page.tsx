import { UNKNOWN_ADDRESS_TITLE } from '../pay/document-title';
import { useDocumentTitle } from '../pay/use-document-title';

/** An address that is not a payment link. */
export function NotFoundPage() {
  useDocumentTitle(UNKNOWN_ADDRESS_TITLE);
  return (
    <main className="mx-auto flex min-h-dvh max-w-column flex-col justify-center gap-3 px-6 py-12">
      <h1 className="text-2xl font-semibold">This page doesn’t exist</h1>
      <p className="text-muted">
        Open the payment link you received by e-mail or text message to see your payment request.
      </p>
    </main>
  );
}
