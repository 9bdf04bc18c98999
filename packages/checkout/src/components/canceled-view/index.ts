export { CanceledView } from './canceled-view';
