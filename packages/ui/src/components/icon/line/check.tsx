import { createIcon } from '../create-icon';

export const CheckIcon = createIcon('check', <path d="m5 12.5 4.5 4.5L19 7.5" />);
