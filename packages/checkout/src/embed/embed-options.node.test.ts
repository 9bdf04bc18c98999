import { describe, expect, it } from 'vitest';
import { CheckoutError } from '../rules';
import { assertEmbedOptions, EMBED_ERRORS, widgetLocale } from './embed-options';

const noop = () => undefined;
const session = {
  session: { id: 'CS0123456789ABCDEF01234567', sessionData: 'Ab02xyz' },
  clientKey: 'sandbox_paypage_local',
  environment: 'sandbox',
  context: 'http://localhost:3000/api/v1',
};
const callbacks = {
  amount: { value: 1_000, currency: 'USD' },
  onSubmit: noop,
  onAdditionalDetails: noop,
};

describe('the integration and initialisation errors (docs/widget.md#errors)', () => {
  it.each([
    ['no options at all', undefined, EMBED_ERRORS.noSubmitOrSession],
    [
      'neither onSubmit nor a session',
      { amount: callbacks.amount },
      EMBED_ERRORS.noSubmitOrSession,
    ],
    ['onSubmit not a function', { ...callbacks, onSubmit: 'pay' }, EMBED_ERRORS.noSubmitOrSession],
    [
      'onSubmit without onAdditionalDetails',
      { ...callbacks, onAdditionalDetails: undefined },
      EMBED_ERRORS.noAdditionalDetails,
    ],
    ['a session of null', { ...session, session: null }, EMBED_ERRORS.noSubmitOrSession],
    [
      'a session without id',
      { ...session, session: { sessionData: 'Ab02' } },
      EMBED_ERRORS.sessionWithoutId,
    ],
    [
      'a session with a blank id',
      { ...session, session: { id: ' ', sessionData: 'Ab02' } },
      EMBED_ERRORS.sessionWithoutId,
    ],
    [
      'a session without sessionData',
      { ...session, session: { id: 'CS1' } },
      EMBED_ERRORS.sessionWithoutData,
    ],
    ['no client key', { ...session, clientKey: undefined }, EMBED_ERRORS.noClientKey],
    [
      'a client key of no known kind',
      { ...session, clientKey: 'pk_123' },
      EMBED_ERRORS.unknownClientKey,
    ],
    ['no environment', { ...session, environment: undefined }, EMBED_ERRORS.noEnvironment],
    [
      'an unknown environment',
      { ...session, environment: 'staging' },
      EMBED_ERRORS.unknownEnvironment('staging'),
    ],
    [
      'a test_ key in the live environment',
      { ...session, clientKey: 'test_ABC', environment: 'live' },
      EMBED_ERRORS.wrongEnvironmentKey('test_', 'live'),
    ],
    [
      'a live_ key in the test environment',
      { ...session, clientKey: 'live_ABC', environment: 'test' },
      EMBED_ERRORS.wrongEnvironmentKey('live_', 'test'),
    ],
    [
      'a sandbox_ key in live-us',
      { ...session, environment: 'live-us' },
      EMBED_ERRORS.wrongEnvironmentKey('sandbox_', 'live-us'),
    ],
    [
      'a test_ key in the sandbox',
      { ...session, clientKey: 'test_ABC' },
      EMBED_ERRORS.wrongEnvironmentKey('test_', 'sandbox'),
    ],
    ['no context', { ...session, context: undefined }, EMBED_ERRORS.noContext],
    ['a context that is no URL', { ...session, context: '/api/v1' }, EMBED_ERRORS.badContext],
    [
      'an option the test environment does not offer',
      { ...session, clientKey: 'test_ABC', environment: 'test', billingAddressRequired: true },
      EMBED_ERRORS.notOfferedLive(['billingAddressRequired'], 'test'),
    ],
    [
      'a test_ key in a live region',
      { ...session, clientKey: 'test_ABC', environment: 'live-us' },
      EMBED_ERRORS.wrongEnvironmentKey('test_', 'live-us'),
    ],
    [
      'a locale that is not ll-CC',
      { ...session, locale: 'english' },
      'Invalid locale "english": use the ll-CC format, for example en-US',
    ],
    ['an unknown error level', { ...session, errorLevel: 'fatal' }, EMBED_ERRORS.badErrorLevel],
    // Adyen Web's loader is the stories' seam, never a page's: a page's own loader would run
    // in place of Adyen's secured fields.
    [
      'a loader of Adyen Web in the test environment',
      { ...session, clientKey: 'test_ABC', environment: 'test', loadAdyenWeb: noop },
      EMBED_ERRORS.notAnOption('loadAdyenWeb'),
    ],
    [
      'a loader of Adyen Web in the sandbox',
      { ...session, loadAdyenWeb: noop },
      EMBED_ERRORS.notAnOption('loadAdyenWeb'),
    ],
    [
      'a loader of Adyen Web with callbacks',
      { ...callbacks, loadAdyenWeb: undefined },
      EMBED_ERRORS.notAnOption('loadAdyenWeb'),
    ],
  ])('%s throws an IMPLEMENTATION_ERROR saying so', (_case, options, message) => {
    let thrown: unknown;
    try {
      assertEmbedOptions(options);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CheckoutError);
    expect(thrown).toMatchObject({ kind: 'IMPLEMENTATION_ERROR', message });
  });

  it.each([
    ['a session', session, 'session'],
    ['a test session', { ...session, clientKey: 'test_ABC', environment: 'test' }, 'session'],
    [
      'a live session in a region, with options it offers',
      { ...session, clientKey: 'live_ABC', environment: 'live-us', hasHolderName: true },
      'session',
    ],
    ['callbacks', callbacks, 'callbacks'],
  ])('accepts %s', (_case, options, mode) => {
    expect(assertEmbedOptions(options)).toMatchObject({ mode, errorLevel: 'throw' });
  });

  it.each([
    [undefined, 'en-US', false],
    ['en-US', 'en-US', false],
    ['EN_us', 'en-US', false],
    ['fr-FR', 'en-US', true],
  ])('reads the locale %s as %s (falls back: %s)', (locale, expected, fallback) => {
    expect(widgetLocale(locale)).toEqual({ locale: expected, fallback });
  });
});
