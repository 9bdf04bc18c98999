/**
 * `@paypage/checkout/rules`: the card-checkout widget's rules as pure TypeScript (no React, DOM
 * or CSS), reusable on their own by an integrator. Filled in by the card-rules issue.
 */
export {};
