/**
 * Instalments: the choice of a number of instalments where the merchant offers them.
 *
 * Loaded through `import()` by path, so not re-exported here: `instalments-field`.
 */
export { type Instalments, useInstalments } from './use-instalments';
