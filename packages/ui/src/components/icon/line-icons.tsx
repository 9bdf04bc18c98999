/**
 * The kit's line icons: simple strokes on a 24 × 24 grid, drawn in the current text colour.
 * Decorative by default (`aria-hidden`); give a `title` when the icon alone carries meaning.
 */
import { createIcon } from './create-icon';

export const CopyIcon = createIcon(
  'copy',
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);

export const ExternalLinkIcon = createIcon(
  'external-link',
  <path d="M14 4h6v6m0-6-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);

export const ArrowLeftIcon = createIcon('arrow-left', <path d="M19 12H5m0 0 6-6m-6 6 6 6" />);

export const LockIcon = createIcon(
  'lock',
  <>
    <rect x="4" y="10" width="16" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </>,
);

export const CheckIcon = createIcon('check', <path d="m5 12.5 4.5 4.5L19 7.5" />);

export const CheckCircleIcon = createIcon(
  'check-circle',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.8 2.8L16.5 9.5" />
  </>,
);

export const ChevronDownIcon = createIcon('chevron-down', <path d="m6 9 6 6 6-6" />);

export const ChevronRightIcon = createIcon('chevron-right', <path d="m9 6 6 6-6 6" />);

export const CloseIcon = createIcon('close', <path d="M6 6l12 12M18 6 6 18" />);

export const InfoIcon = createIcon(
  'info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);

export const WarningIcon = createIcon(
  'warning',
  <>
    <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4M12 17h.01" />
  </>,
);

export const AlertIcon = createIcon(
  'alert',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5M12 16h.01" />
  </>,
);

export const FileIcon = createIcon(
  'file',
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </>,
);

export const PaperclipIcon = createIcon(
  'paperclip',
  <path d="m20 11.5-7.8 7.8a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8" />,
);

export const PrinterIcon = createIcon(
  'printer',
  <>
    <path d="M7 8V3h10v5" />
    <path d="M7 17H5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M7 14h10v7H7z" />
  </>,
);

export const DownloadIcon = createIcon('download', <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />);

export const BankIcon = createIcon(
  'bank',
  <>
    <path d="M3 9.5 12 4l9 5.5M4 21h16M5 10v8M9.5 10v8M14.5 10v8M19 10v8" />
  </>,
);

export const CardIcon = createIcon(
  'card',
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19M6 15h4" />
  </>,
);
