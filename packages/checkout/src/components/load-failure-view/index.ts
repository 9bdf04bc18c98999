export { LoadFailureView } from './load-failure-view';
