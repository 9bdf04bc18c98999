export { InfoDialog, type InfoDialogPoint, type InfoDialogProps } from './info-dialog';
