export { ProcessingScreen, ProcessingView } from './processing-view';
