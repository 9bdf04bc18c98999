import { createApiClient, type ApiClient } from './client';

let shared: ApiClient | undefined;

/** The page's client with the default configuration (same-origin `/api/v1`), made on first use. */
export function getDefaultApiClient(): ApiClient {
  shared ??= createApiClient();
  return shared;
}
