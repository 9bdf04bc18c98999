export { DOWNLOAD_PDF_LABEL, InvoiceDetails, type InvoiceDetailsProps } from './invoice-details';
