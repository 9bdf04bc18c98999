import { createIcon } from '../create-icon';

export const CardIcon = createIcon(
  'card',
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19M6 15h4" />
  </>,
);
