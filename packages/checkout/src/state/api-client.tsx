import * as React from 'react';
import type { ApiClient } from '../api/client';
import { getDefaultApiClient } from '../api/default-client';

const ApiClientContext = React.createContext<ApiClient | null>(null);

export type ApiClientProviderProps = { client: ApiClient; children?: React.ReactNode };

/** Gives the hooks below it a client (another base URL, or a test's). */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The provided client, else the page's default one (same-origin `/api/v1`). */
export function useApiClient(): ApiClient {
  return React.use(ApiClientContext) ?? getDefaultApiClient();
}
