/**
 * `@paypage/widget`: the card widget for a merchant's pages (README "Embedding the card widget").
 * For React: `SessionCardWidget` (give it a session: it pays by itself) and `CardWidget` (the page
 * makes the calls in `onSubmit` / `onAdditionalDetails`). For any page: `mountCardWidget`.
 */
export * from '@paypage/checkout/widget';
