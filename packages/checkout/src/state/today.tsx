import * as React from 'react';
import { systemToday, type Today } from '../format/today';

const TodayContext = React.createContext<Today | null>(null);

export type TodayProviderProps = { today: Today; children?: React.ReactNode };

/** Fixes "today" (the instant and the payer's time zone) for everything below it. */
export function TodayProvider({ today, children }: TodayProviderProps) {
  return <TodayContext value={today}>{children}</TodayContext>;
}

/** The injected today, else the browser's clock and time zone (read once per component). */
export function useToday(): Today {
  const injected = React.use(TodayContext);
  // The browser's clock is read only where nothing is injected (reading the zone is not free).
  const [system] = React.useState(() => (injected ? null : systemToday()));
  return injected ?? system ?? systemToday();
}
