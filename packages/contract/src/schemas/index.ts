/**
 * `@paypage/contract/schemas`: the schema of every request and answer of docs/api-contract.md,
 * in zod/mini. The API validates bodies with them; the page parses answers with them (in a lazy
 * chunk of its own, so zod stays out of its first screen). A module per direction, so the page's
 * chunk holds only what it parses: ./payment-request and ./answers are what the page reads,
 * ./bodies what it sends, ./three-ds the challenge's payloads, ./scenario the sandbox's own API,
 * ./merchant the merchant API.
 */
export * from './payment-request';
export * from './answers';
export * from './fingerprint';
export * from './bodies';
export * from './three-ds';
export * from './scenario';
export * from './merchant';
export * from './card-flows';
export * from './orders';
export * from './analytics';
export * from './apple-pay';
export * from './billing-address';
