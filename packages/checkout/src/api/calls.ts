/**
 * What the calls of the client share, the first screen's (client.ts) and the later ones
 * (later-calls.ts, a chunk of their own): their options and requests, what a call expects of its
 * answer, their failure messages and how a path segment is written.
 */
import type * as z from 'zod/mini';
import type { DeviceFingerprint } from '../models/device-fingerprint';

export type CallOptions = { signal?: AbortSignal };

export type PayByBankSubmission = {
  publicToken: string;
  accountId: string;
  /** The device fingerprint record of this page load; `null` when it could not be captured. */
  fingerprint: DeviceFingerprint | null;
  /** Makes a retried submission return the first answer (a new one per payer action). */
  idempotencyKey?: string;
};

export type LinkTokenRequest = { paymentRequestToken: string; phoneNumber: string | null };

/** The sandbox bank link's sign-in and chosen account (contract "Bank: sandbox bank link"). */
export type SandboxPublicTokenRequest = {
  linkToken: string;
  institutionId: string;
  username: string;
  password: string;
  accountId: string;
};

export type Method = 'GET' | 'POST';

/** A schema, or one to load (from the schemas chunk) when its call starts. */
export type SchemaSource<T> = z.ZodMiniType<T> | { load(): Promise<z.ZodMiniType<T>> };

export type Expect<T> = {
  failure: string;
  schema: SchemaSource<T>;
  /** 404 answers `null` instead of failing. */
  notFoundIsNull?: boolean;
  /** The `message` of an error answer replaces `failure` (pay by bank, spec §7). */
  serverMessageWins?: boolean;
};

/** The failure message of each call (spec §7, §8). */
export const API_FAILURE_MESSAGES = {
  clientInfo: 'Failed to fetch client info',
  paymentRequest: 'Failed to fetch payment request',
  stripeIntent: 'Failed to fetch payment intent',
  cardSession: 'Failed to fetch adyen session',
  payByBank: 'Failed to initiate payment',
  invoiceDownload: 'Failed to download invoice PDF',
  statusUpdate: 'Failed to update payment request status',
  linkToken: 'Failed to fetch link token',
  institutionLogo: 'Failed to fetch institution logo',
  /** (chosen) The sandbox bank link's sign-in; the server's message wins (a wrong sign-in). */
  sandboxPublicToken: 'Failed to link the bank account',
} as const;

/** A value written into a call's path (a token, an id). */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
