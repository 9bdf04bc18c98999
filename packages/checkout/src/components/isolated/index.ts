export { isolate } from './isolated';
