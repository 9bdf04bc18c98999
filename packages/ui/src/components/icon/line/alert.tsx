import { createIcon } from '../create-icon';

export const AlertIcon = createIcon(
  'alert',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5M12 16h.01" />
  </>,
);
