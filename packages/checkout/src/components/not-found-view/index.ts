export { NotFoundView } from './not-found-view';
