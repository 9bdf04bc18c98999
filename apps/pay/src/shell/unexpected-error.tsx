import { Button } from '@paypage/ui';
import { UNEXPECTED_ERROR_TITLE } from '../pay/document-title';
import { useDocumentTitle } from '../pay/use-document-title';

export type UnexpectedErrorProps = { error: Error };

/** What the payer sees when a screen fails to render: the router's generic failure screen. */
export function UnexpectedError({ error }: UnexpectedErrorProps) {
  useDocumentTitle(UNEXPECTED_ERROR_TITLE);
  return (
    <main className="mx-auto flex min-h-dvh max-w-column flex-col justify-center gap-4 px-6 py-12">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="text-muted break-words">{error.message}</p>
      <div>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    </main>
  );
}
