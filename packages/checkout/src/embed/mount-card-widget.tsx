/**
 * `mountCardWidget(target, options)`: the card widget for a page without React of its own (the
 * script-tag build's `Paypage.mountCardWidget`, and the ESM build's export). The target is an
 * element or a selector; options are either a session (the widget pays by itself) or the card
 * form's options with `onSubmit` and `onAdditionalDetails` (the page pays). Integration and
 * initialisation errors (docs/widget.md#errors) throw at once, before anything renders.
 */
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutError } from '../rules';
import { CallbackCardWidget, type CallbackCardWidgetProps } from './callback-card-widget';
import {
  assertEmbedOptions,
  EMBED_ERRORS,
  type CallbackWidgetOptions,
  type EmbedOptions,
  type SessionWidgetOptions,
} from './embed-options';
import { SessionCardWidget } from './session-card-widget';

export type MountedCardWidget = {
  /** Removes the widget from its target. */
  unmount: () => void;
  /** Renders it again with these options in place of the last (checked as at mount). */
  update: (options: EmbedOptions) => void;
};

/** The element a target names; throws §8's mount target error when there is none. */
export function resolveTarget(target: unknown, root: ParentNode = document): Element {
  if (typeof target === 'string') {
    let found: Element | null = null;
    try {
      found = root.querySelector(target);
    } catch {
      found = null;
    }
    if (found) return found;
    throw new CheckoutError('IMPLEMENTATION_ERROR', EMBED_ERRORS.targetNotFound(target));
  }
  if (typeof Element !== 'undefined' && target instanceof Element && target.isConnected) {
    return target;
  }
  throw new CheckoutError(
    'IMPLEMENTATION_ERROR',
    EMBED_ERRORS.targetNotFound(
      target instanceof Element ? 'an element not in the document' : String(target),
    ),
  );
}

/**
 * The widget in the kit's type, whatever the merchant's page sets around it (the script-tag
 * stylesheet sets it too, on the widget's own root).
 */
function InKitType({ children }: { children: React.ReactNode }) {
  return (
    <div data-slot="paypage-widget" className="font-sans text-base text-text">
      {children}
    </div>
  );
}

function render(options: EmbedOptions): React.ReactElement {
  const { mode, locale, localeFallback } = assertEmbedOptions(options);
  if (localeFallback) {
    console.warn(
      `The card widget has no strings for ${String(options.locale)}: it shows ${locale}`,
    );
  }
  if (mode === 'session') {
    return (
      <InKitType>
        <SessionCardWidget {...(options as SessionWidgetOptions)} />
      </InKitType>
    );
  }
  const { locale: _locale, errorLevel: _errorLevel, ...props } = options as CallbackWidgetOptions;
  return (
    <InKitType>
      <CallbackCardWidget {...(props as CallbackCardWidgetProps)} locale={locale} />
    </InKitType>
  );
}

export function mountCardWidget(
  target: Element | string,
  options: EmbedOptions,
): MountedCardWidget {
  const initial = render(options);
  const element = resolveTarget(target);
  const root = createRoot(element);
  root.render(initial);
  return {
    unmount: () => root.unmount(),
    update: (next) => root.render(render(next)),
  };
}
