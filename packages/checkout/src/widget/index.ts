/**
 * The card widget (docs/widget.md): the component and its public options. Each folder here is one
 * concern with its own index; code outside `widget/` imports through those indexes.
 */
export * from './card-widget';
export * from './options';
