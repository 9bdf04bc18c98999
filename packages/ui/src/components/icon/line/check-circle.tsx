import { createIcon } from '../create-icon';

export const CheckCircleIcon = createIcon(
  'check-circle',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.8 2.8L16.5 9.5" />
  </>,
);
