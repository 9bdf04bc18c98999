export { PayPage } from './pay-page';
