import { createIcon } from '../create-icon';

export const ExternalLinkIcon = createIcon(
  'external-link',
  <path d="M14 4h6v6m0-6-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
