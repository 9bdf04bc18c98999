export { PayPageLayout, type PayPageLayoutProps } from './pay-page-layout';
