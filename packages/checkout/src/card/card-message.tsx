/**
 * A message of the card flow in place of the form (docs/payer-page.md#errors), with its action: 'Try again'
 * renders a fresh form, 'Refresh' loads the request again. It takes focus when it appears, so a
 * keyboard or screen-reader user lands on it rather than on the page's top.
 */
import * as React from 'react';
import { Banner, Button } from '@paypage/ui';
import { CARD_MESSAGES } from '../payment-request/card-flow';
import { messageText, type CheckoutMessage, type MessageAction } from '../payment-request/messages';

/** Nothing went wrong for the payer (the request was paid) → info; a paid-but-unconfirmed → warning. */
function toneOf(message: CheckoutMessage): 'info' | 'warning' | 'critical' {
  if (message === CARD_MESSAGES.statusUpdateFailed) return 'warning';
  if (
    message === CARD_MESSAGES.alreadyProcessed ||
    message === CARD_MESSAGES.unableAlreadyProcessed
  ) {
    return 'info';
  }
  return 'critical';
}

export type CardMessageProps = {
  message: CheckoutMessage;
  onAction: (action: MessageAction) => void;
};

export function CardMessage({ message, onAction }: CardMessageProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    ref.current?.focus();
  }, [message]);
  const { action } = message;
  return (
    <Banner
      ref={ref}
      tabIndex={-1}
      data-slot="card-message"
      tone={toneOf(message)}
      title={message.title}
      className="outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      action={
        action ? (
          <Button variant="secondary" size="sm" onClick={() => onAction(action)}>
            {action.label}
          </Button>
        ) : null
      }
    >
      {messageText(message)}
    </Banner>
  );
}
