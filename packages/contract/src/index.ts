/** `@paypage/contract`: the wire contract between the API and its clients (docs/api-contract.md). */
export * from './values';
