/**
 * The kit's line icons: simple strokes on a 24 × 24 grid, drawn in the current text colour.
 * Decorative by default (`aria-hidden`); give a `title` when the icon alone carries meaning.
 *
 * One module per icon, so a bundle's chunks each carry only the icons they draw (a shared
 * module of all icons would sit in the page's first load as soon as one screen there used one).
 */
export { CopyIcon } from './line/copy';
export { ExternalLinkIcon } from './line/external-link';
export { ArrowLeftIcon } from './line/arrow-left';
export { LockIcon } from './line/lock';
export { CheckIcon } from './line/check';
export { CheckCircleIcon } from './line/check-circle';
export { ChevronDownIcon } from './line/chevron-down';
export { ChevronRightIcon } from './line/chevron-right';
export { CloseIcon } from './line/close';
export { InfoIcon } from './line/info';
export { WarningIcon } from './line/warning';
export { AlertIcon } from './line/alert';
export { FileIcon } from './line/file';
export { PaperclipIcon } from './line/paperclip';
export { PrinterIcon } from './line/printer';
export { DownloadIcon } from './line/download';
export { BankIcon } from './line/bank';
export { CardIcon } from './line/card';
