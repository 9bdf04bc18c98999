import { createIcon } from '../create-icon';

export const ArrowLeftIcon = createIcon('arrow-left', <path d="M19 12H5m0 0 6-6m-6 6 6 6" />);
