// The status screens (every main view but the payment form and its skeleton), loaded together as
// one chunk: an unpaid request's first load, the usual one, does not carry them.
export { CanceledView } from '../canceled-view/canceled-view';
export { CompleteView } from '../complete-view/complete-view';
export { ExpiredView } from '../expired-view/expired-view';
export { LoadFailureView } from '../load-failure-view/load-failure-view';
export { NotFoundView } from '../not-found-view/not-found-view';
export { ProcessingView } from '../processing-view/processing-view';
