import * as React from 'react';
import type { PaymentData } from '@paypage/checkout';
import type { PageData } from '../ssr/page-data';

const InitialPaymentDataContext = React.createContext<PageData | null>(null);

/** The payment data the page was server-rendered with (none on a page the browser rendered). */
export function InitialPaymentDataProvider({
  value,
  children,
}: {
  value: PageData | null;
  children?: React.ReactNode;
}) {
  return <InitialPaymentDataContext value={value}>{children}</InitialPaymentDataContext>;
}

/** The server's payment data when it is for `token`; a provider of another token loads its own. */
export function useInitialPaymentData(token: string): PaymentData | undefined {
  const pageData = React.use(InitialPaymentDataContext);
  return pageData && pageData.token === token ? pageData.data : undefined;
}
