import { createIcon } from '../create-icon';

export const PrinterIcon = createIcon(
  'printer',
  <>
    <path d="M7 8V3h10v5" />
    <path d="M7 17H5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M7 14h10v7H7z" />
  </>,
);
