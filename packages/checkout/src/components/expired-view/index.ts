export { ExpiredView } from './expired-view';
