/**
 * The one interface both bank-link widgets implement (the sandbox widget and the Plaid Link
 * adapter): they take a link token and report, in Plaid's terms, a success with the linked bank
 * result, an exit (with an error when the widget could not connect), events, and when they are
 * ready to be seen.
 */
import type { LinkedBankResult } from '../models/linked-bank';

/** Why a widget exited: Plaid's error (or the adapter's own, when Plaid could not load). */
export type BankLinkError = {
  /** Plaid's `error_code`, or `SCRIPT_LOAD_FAILED` / `WIDGET_LOAD_FAILED` / `SIGN_IN_FAILED`. */
  code: string;
  /** Plaid's `error_type`, or `CONNECTION_ERROR` for the adapter's own. */
  type: string;
  /** For developers; the payer sees 'We are having issues connecting with Plaid'. */
  message: string;
};

/** The payer left the widget (`error: null`), or it could not go on. */
export type BankLinkExit = { error: BankLinkError | null };

/** A step of the widget, named as Plaid names it (`OPEN`, `SELECT_INSTITUTION`, `HANDOFF`…). */
export type BankLinkEvent = {
  name: string;
  viewName: string | null;
  institutionId: string | null;
  institutionName: string | null;
  errorCode: string | null;
};

export type BankLinkProps = {
  /** A non-empty link token: `paypage-sandbox-link-…` selects the sandbox widget. */
  linkToken: string;
  /** The bank is linked: the first account of the result is paid from. */
  onSuccess: (result: LinkedBankResult) => void;
  onExit: (exit: BankLinkExit) => void;
  /** Each step of the widget (for analytics; nothing the payer sees depends on it). */
  onEvent?: (event: BankLinkEvent) => void;
  /** The widget can be seen: its skeleton goes. */
  onLoad?: () => void;
};

/** An exit whose error the adapter raised itself (not Plaid's). */
export function connectionError(code: string, message: string): BankLinkExit {
  return { error: { code, type: 'CONNECTION_ERROR', message } };
}
