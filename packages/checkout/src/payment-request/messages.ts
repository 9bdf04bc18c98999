/**
 * Messages shown to the payer during payment, optionally with a clickable action (spec §8):
 * "try again" re-renders the form, "refresh" reloads the page.
 */
export type MessageAction =
  | { kind: 'try-again'; label: 'Try again'; hint: 'Please try again.' }
  | { kind: 'refresh'; label: 'Refresh'; hint: 'Please refresh the page.' };

export const TRY_AGAIN = /* @__PURE__ */ Object.freeze({
  kind: 'try-again',
  label: 'Try again',
  hint: 'Please try again.',
} as const satisfies MessageAction);

export const REFRESH = /* @__PURE__ */ Object.freeze({
  kind: 'refresh',
  label: 'Refresh',
  hint: 'Please refresh the page.',
} as const satisfies MessageAction);

export type CheckoutMessage = {
  /** Shown above the text; none for inline card messages. */
  title: string | null;
  text: string;
  action: MessageAction | null;
  /** The text already says what to do ('Try another card…'): the action's hint is not added. */
  textSaysWhatToDo?: true;
};

/** The message as read: its text, then its action's hint unless the text already says it. */
export function messageText(message: CheckoutMessage): string {
  const { action, text } = message;
  return action && !message.textSaysWhatToDo ? `${text} ${action.hint}` : text;
}
