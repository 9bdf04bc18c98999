import { createIcon } from '../create-icon';

export const DownloadIcon = createIcon('download', <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />);
