/**
 * The script tag's options as a page gives them to `Paypage.mountCardWidget`, through the real
 * widget module: Adyen Web's loader (a seam of the stories) is refused, so no page's own code runs
 * in place of Adyen's secured fields.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CheckoutError,
  EMBED_ERRORS,
  mountCardWidget,
  type EmbedOptions,
} from '@paypage/checkout/widget';
import { createWidgetGlobal, WIDGET_RUNTIME } from './script-queue';

const testSession = {
  session: { id: 'CS0000000000000001', sessionData: 'Ab02b4c0!BQABAgA' },
  clientKey: 'test_ABCDEF',
  environment: 'test',
  context: 'https://pay.example.com/api/v1',
};

afterEach(() => document.body.replaceChildren());

describe('a script-tag page’s options', () => {
  it.each([
    ['waiting for the module', false],
    ['once the module is in', true],
  ])('refuse loadAdyenWeb, %s, and never call it', (_when, loadedFirst) => {
    document.body.innerHTML = '<div id="card-widget"></div>';
    const global = createWidgetGlobal('0.1.0');
    const module = { mountCardWidget, CheckoutError, EMBED_ERRORS };
    if (loadedFirst) global[WIDGET_RUNTIME].ready(module);
    const loadAdyenWeb = vi.fn(() => new Promise(() => undefined));
    const onError = vi.fn();
    const options = { ...testSession, loadAdyenWeb, onError } as unknown as EmbedOptions;
    let thrown: unknown;
    try {
      global.mountCardWidget('#card-widget', options);
    } catch (error) {
      thrown = error;
    }
    if (!loadedFirst) global[WIDGET_RUNTIME].ready(module);
    const message = EMBED_ERRORS.notAnOption('loadAdyenWeb');
    if (loadedFirst) {
      // A mount's own throw, as for every integration error.
      expect(thrown).toMatchObject({ kind: 'IMPLEMENTATION_ERROR', message });
    } else {
      expect(onError).toHaveBeenCalledWith({ name: 'IMPLEMENTATION_ERROR', message });
    }
    expect(loadAdyenWeb).not.toHaveBeenCalled();
    expect(document.querySelector('[data-slot="card-widget"]')).toBeNull();
  });
});
