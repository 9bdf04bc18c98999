/**
 * The clock of the check after an unknown outcome (`followFailedPayCall`): the browser's by
 * default; tests and stories inject one that moves when they say.
 */
import * as React from 'react';
import type { CheckingOptions } from './unknown-outcome';

export type CheckingClock = Required<Pick<CheckingOptions, 'now' | 'sleep'>>;

const CheckingClockContext = React.createContext<CheckingClock | null>(null);

export function CheckingClockProvider({
  clock,
  children,
}: {
  clock: CheckingClock;
  children?: React.ReactNode;
}) {
  return <CheckingClockContext value={clock}>{children}</CheckingClockContext>;
}

/** The injected clock, or `null` for the browser's. */
export function useCheckingClock(): CheckingClock | null {
  return React.use(CheckingClockContext);
}
