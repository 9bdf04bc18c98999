/** The widget's polite live region (the card form's and the stored-card form's). */
import * as React from 'react';

/** A polite live region whose message is re-announced even when it repeats. */
export function useAnnouncer() {
  const [message, setMessage] = React.useState('');
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(timer.current), []);
  const announce = React.useCallback((text: string) => {
    setMessage('');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(text), 50);
  }, []);
  return { message, announce };
}
