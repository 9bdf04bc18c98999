import { createIcon } from '../create-icon';

export const BankIcon = createIcon(
  'bank',
  <>
    <path d="M3 9.5 12 4l9 5.5M4 21h16M5 10v8M9.5 10v8M14.5 10v8M19 10v8" />
  </>,
);
