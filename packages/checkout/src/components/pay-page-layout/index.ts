export { PayPageLayout, TEST_MODE, type PayPageLayoutProps } from './pay-page-layout';
