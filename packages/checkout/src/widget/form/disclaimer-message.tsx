/**
 * The disclaimer above Pay (docs/widget.md#views): the merchant's message with its
 * link, rendered as text (React text nodes: markup in it shows as typed), the link only when it is
 * https (`disclaimerParts`), opened in a new tab; another link shows its text plainly, with a
 * console warning for the integrator. A lazy chunk: loaded only with `disclaimerMessage`.
 */
import * as React from 'react';
import { disclaimerParts, type DisclaimerMessage as Disclaimer } from '../../rules';

export function DisclaimerMessage({ disclaimer }: { disclaimer: Disclaimer }) {
  const parts = disclaimerParts(disclaimer);
  React.useEffect(() => {
    if (parts.link === null) {
      console.warn('The card widget disclaimerMessage.link must be an https URL: shown without it');
    }
  }, [parts.link]);
  return (
    <p data-slot="disclaimer" className="text-sm text-subtle">
      {parts.before}
      {parts.link === null ? (
        parts.linkText
      ) : (
        <a
          href={parts.link}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-text underline underline-offset-2"
        >
          {parts.linkText}
        </a>
      )}
      {parts.after}
    </p>
  );
}

export default DisclaimerMessage;
