/** What the card step gives either card implementation (the sandbox widget, Adyen Web). */
import type * as React from 'react';
import type { CardSession } from '../models/card-session';
import type { TypedDetails } from './typed-details';
import type { CardFlow } from './use-card-flow';

export type CardImplementationProps = {
  session: CardSession;
  flow: CardFlow;
  /** Named in the store-details consent. */
  merchantName: string;
  /** Today (the expiry date's rules). */
  today: Date;
  /** The placeholder to show while the implementation sets itself up. */
  skeleton: React.ReactNode;
  /** What the payer typed in the page's fields before a 'Try again': the fresh form starts with it. */
  typed?: TypedDetails;
  /** Told what the payer has typed in the page's fields, as they type. */
  onTyped?: (typed: TypedDetails) => void;
};
