import * as React from 'react';

/** Sets the document title while the calling screen shows it. */
export function useDocumentTitle(title: string): void {
  React.useEffect(() => {
    document.title = title;
  }, [title]);
}
