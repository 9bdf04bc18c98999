export {
  ATTACHMENT_ERROR,
  ATTACHMENTS_HEADING,
  Attachments,
  type AttachmentsProps,
} from './attachments';
export {
  attachmentHref,
  openAttachment,
  type AttachmentWindow,
  type OpenAttachmentOptions,
  type OpenedTab,
} from './open-attachment';
