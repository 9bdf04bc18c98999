/** `@paypage/checkout`: the payment domain — models, API client and checkout components. */
export {};
