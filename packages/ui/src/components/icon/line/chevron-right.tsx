import { createIcon } from '../create-icon';

export const ChevronRightIcon = createIcon('chevron-right', <path d="m9 6 6 6-6 6" />);
