/**
 * `@paypage/contract/schemas`: the schema of every request and answer of docs/api-contract.md,
 * in zod/mini. The API validates requests with them; the page parses answers with them (a lazy
 * chunk, so zod stays out of its first screen).
 */
export * from './payment-request';
export * from './collect';
export * from './fingerprint';
export * from './card';
export * from './bank';
export * from './sandbox-card';
export * from './sandbox-bank';
export * from './scenario';
