export { EmbeddedFrame, type EmbeddedFrameProps } from './embedded-frame';
