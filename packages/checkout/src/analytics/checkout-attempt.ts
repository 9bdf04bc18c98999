/**
 * The checkout attempt id (docs/widget.md#calls "Analytics POST for a checkout attempt id", issue
 * 17): asked for once, then kept 15 minutes — in memory and in the tab's session storage, so a
 * page loaded again within them continues the attempt. The clock is injectable.
 */

/** How long an attempt id is kept. */
export const CHECKOUT_ATTEMPT_TTL_MS = 15 * 60_000;

const STORAGE_KEY = 'paypage-checkout-attempt';

type Stored = { id: string; at: number };

export type CheckoutAttemptOptions = {
  /** Begins an attempt (the analytics setup call): its id. */
  begin: () => Promise<string>;
  now?: () => number;
  /** Where the id outlives the page (default the tab's session storage; null: memory only). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** What the attempt is of (the card session): another scope has its own attempt. */
  scope?: string;
};

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked
  }
}

function read(storage: Pick<Storage, 'getItem'> | null, key: string): Stored | null {
  try {
    const value = JSON.parse(storage?.getItem(key) ?? 'null') as Partial<Stored> | null;
    return typeof value?.id === 'string' && typeof value.at === 'number'
      ? { id: value.id, at: value.at }
      : null;
  } catch {
    return null;
  }
}

/** The attempt's id: the kept one while fresh, else a new one (one call however many ask). */
export function checkoutAttempt({
  begin,
  now = Date.now,
  storage = defaultStorage(),
  scope = '',
}: CheckoutAttemptOptions): () => Promise<string> {
  const key = scope === '' ? STORAGE_KEY : `${STORAGE_KEY}:${scope}`;
  let kept: Stored | null = read(storage, key);
  let pending: Promise<string> | null = null;
  return () => {
    if (kept && now() - kept.at < CHECKOUT_ATTEMPT_TTL_MS) return Promise.resolve(kept.id);
    pending ??= begin().then(
      (id) => {
        kept = { id, at: now() };
        pending = null;
        try {
          storage?.setItem(key, JSON.stringify(kept));
        } catch {
          // storage full or blocked: memory only
        }
        return id;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
}
