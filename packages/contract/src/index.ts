/**
 * `@paypage/contract`: the wire contract between the API and its clients (docs/api-contract.md).
 * This entry holds no schema, so importing it loads no zod: the value tables, the sandbox's fixed
 * data, the payer URLs and the types of every shape. The schemas are `@paypage/contract/schemas`,
 * the table of calls `@paypage/contract/calls`, examples `@paypage/contract/fixtures`.
 */
export * from './values';
export * from './sandbox';
export * from './payer-urls';
export * from './text';
export type * from './schemas';
export type { ApiCall, BodyOf, CallWithBody, CallWithResponse, Health, ResponseOf } from './calls';
