import { createIcon } from '../create-icon';

export const ChevronDownIcon = createIcon('chevron-down', <path d="m6 9 6 6 6-6" />);
