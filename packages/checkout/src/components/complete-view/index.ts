export { CompleteView } from './complete-view';
