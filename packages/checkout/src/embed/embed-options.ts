/**
 * How a merchant's page configures the embedded card widget (docs/widget.md#options), and the
 * integration and initialisation errors of §8, checked before anything renders: either callbacks
 * (`onSubmit` and `onAdditionalDetails`, the page makes the calls) or a session (`session`,
 * `clientKey`, `environment`, `context`: the widget makes the session calls of §7 by itself).
 * Each error is a CheckoutError of kind IMPLEMENTATION_ERROR with one of EMBED_ERRORS' messages.
 * No DOM, no React: the mount (`mount-card-widget.tsx`) and the React component use it alike.
 */
import { CARD_ENVIRONMENTS, type CardEnvironment } from '@paypage/contract/values';
import { assertLocale, CheckoutError } from '../rules';
import type { CardWidgetCallbacks, CardWidgetOptions } from '../widget/options';
import { LIVE_NOT_OFFERED, notOfferedLive } from '../widget/fields/adyen/adyen-widget-options';

/** §7 environments, and `sandbox`: the paypage API's own sandbox processor (the contract's list). */
export const ENVIRONMENTS = CARD_ENVIRONMENTS;
export type Environment = CardEnvironment;

/** The key prefixes and the environments each may be used in (a wrong one throws, §8). */
export const CLIENT_KEY_ENVIRONMENTS = {
  sandbox_: ['sandbox'],
  test_: ['test'],
  live_: ['live', 'live-us', 'live-au', 'live-apse', 'live-in'],
} as const satisfies Record<string, readonly Environment[]>;

/** What a failed call does (§8): nothing, a console line of that level, or an error thrown. */
export const ERROR_LEVELS = ['silent', 'info', 'warn', 'error', 'throw'] as const;
export type ErrorLevel = (typeof ERROR_LEVELS)[number];

/**
 * The locales whose strings the widget has (`widget/i18n/load-translations.ts`); others fall back to
 * en-US (§7 translations) unless the merchant's `translations` have them.
 */
export const WIDGET_LOCALES = ['en-US', 'pt-BR', 'ko-KR'] as const;

/** The integration and initialisation errors of §8, as the widget throws them. */
export const EMBED_ERRORS = {
  noSubmitOrSession:
    'The card widget needs a session (session, clientKey, environment, context) or an onSubmit callback',
  noAdditionalDetails:
    'The card widget needs an onAdditionalDetails callback beside onSubmit: a card payment may ask for 3D Secure details',
  targetNotFound: (target: string) => `The card widget's mount target was not found: ${target}`,
  sessionWithoutId: 'The card widget session needs an id',
  sessionWithoutData: 'The card widget session needs its sessionData',
  noClientKey: 'The card widget session needs a clientKey',
  unknownClientKey: 'The card widget clientKey must start with sandbox_, test_ or live_',
  noEnvironment: `The card widget session needs an environment: ${ENVIRONMENTS.join(', ')}`,
  unknownEnvironment: (environment: string) =>
    `Unknown environment "${environment}": use one of ${ENVIRONMENTS.join(', ')}`,
  wrongEnvironmentKey: (prefix: string, environment: string) =>
    `The clientKey is a ${prefix} key, which does not work in the ${environment} environment`,
  noContext:
    'The card widget session needs a context: the base URL of the paypage API, for example https://pay.example.com/api/v1',
  badContext:
    'The card widget context must be an http(s) URL, for example https://pay.example.com/api/v1',
  notOfferedLive: LIVE_NOT_OFFERED,
  badErrorLevel: `The card widget errorLevel must be one of ${ERROR_LEVELS.join(', ')}`,
  notAnOption: (name: string) =>
    `${name} is not an option of the card widget: the widget loads Adyen Web itself`,
} as const;

/**
 * Seams of the widget's own stories and tests, never a page's options: a page's loader of Adyen
 * Web would run its own code in place of Adyen's secured fields. Given by a page (the script tag,
 * the ESM mount, the React component), each is an IMPLEMENTATION_ERROR.
 */
export const INTERNAL_OPTIONS = ['loadAdyenWeb'] as const;

/** A session as the merchant's server created it (`POST /collect/{token}/adyen/session`). */
export type WidgetSession = { id: string; sessionData: string };

/** What both ways of mounting share: the card form's options (§3) and the report callbacks. */
type CommonOptions = Partial<CardWidgetOptions> &
  Pick<CardWidgetCallbacks, 'onChange' | 'onError' | 'onPaymentCompleted' | 'onPaymentFailed'> & {
    /** ll-CC; normalised (`en_us` → `en-US`); one the widget has no strings for falls back to en-US. */
    locale?: string;
    /** What a failed call does (default `throw`: `onError`, or an uncaught error without one). */
    errorLevel?: ErrorLevel;
    className?: string;
  };

/** The widget paying through a session: the session calls of §7 are its own. */
export type SessionWidgetOptions = CommonOptions & {
  session: WidgetSession;
  clientKey: string;
  environment: Environment;
  /** The paypage API's base URL (the loading context): `https://pay.example.com/api/v1`. */
  context: string;
  /** Offers to pay part with a gift card, through the session's order calls. */
  giftCards?: boolean;
  onSubmit?: never;
  onAdditionalDetails?: never;
  /** The session's widget asks for no payment methods: this callback is the callback flow's. */
  onPaymentMethodsRequest?: never;
};

/**
 * The widget reporting to the page's callbacks (§7 merchant callbacks): the page makes the calls.
 * A 3-D Secure fingerprint (an action of type threeDS2, subtype fingerprint) takes the
 * `onAdditionalDetails` path: the page's `submitFingerprint` makes §7's
 * `POST v1/submitThreeDS2Fingerprint?token={clientKey}` with what it is given
 * ({ fingerprintResult, paymentData }) and resolves with the answer; completed details then reach
 * `onAdditionalDetails` ({ details: { threeDSResult }, paymentData }), a further action (a
 * challenge, a redirect) is performed. Without `submitFingerprint` a fingerprint action is 803.
 */
export type CallbackWidgetOptions = CommonOptions &
  Pick<
    CardWidgetCallbacks,
    'onSubmit' | 'onAdditionalDetails' | 'submitFingerprint' | 'onPaymentMethodsRequest'
  > & {
    amount: CardWidgetOptions['amount'];
    /**
     * The bin lookup with callbacks: the client key (§7's `?token=`) and the paypage
     * API's base URL; given both, the widget looks BINs up itself (`callback-card-widget.tsx`).
     */
    clientKey?: string;
    context?: string;
    session?: undefined;
  };

export type EmbedOptions = SessionWidgetOptions | CallbackWidgetOptions;

const fail = (message: string): never => {
  throw new CheckoutError('IMPLEMENTATION_ERROR', message);
};

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The environments a key may be used in, by its prefix; null for a key of no known prefix. */
export function keyPrefix(clientKey: string): keyof typeof CLIENT_KEY_ENVIRONMENTS | null {
  const prefix = Object.keys(CLIENT_KEY_ENVIRONMENTS).find((name) => clientKey.startsWith(name));
  return (prefix as keyof typeof CLIENT_KEY_ENVIRONMENTS | undefined) ?? null;
}

/** The locale the widget speaks: the given one normalised, or en-US; a malformed one throws. */
export function widgetLocale(
  locale: string | undefined,
  translations?: unknown,
): {
  locale: string;
  fallback: boolean;
} {
  if (locale === undefined) return { locale: 'en-US', fallback: false };
  // Not a string, or not normalisable to ll-CC: the rules' locale error (§5).
  const normalized = assertLocale(typeof locale === 'string' ? locale : String(locale));
  const known =
    (WIDGET_LOCALES as readonly string[]).includes(normalized) ||
    (typeof translations === 'object' && translations !== null && normalized in translations);
  return { locale: known ? normalized : 'en-US', fallback: !known };
}

/** The session options, checked in the order §8 lists them. */
function assertSession(options: Record<string, unknown>): void {
  const session = options.session as Record<string, unknown> | null;
  if (typeof session !== 'object' || session === null) fail(EMBED_ERRORS.noSubmitOrSession);
  if (!isText(session!.id)) fail(EMBED_ERRORS.sessionWithoutId);
  if (!isText(session!.sessionData)) fail(EMBED_ERRORS.sessionWithoutData);
  const { clientKey, environment, context } = options;
  if (!isText(clientKey)) fail(EMBED_ERRORS.noClientKey);
  const prefix = keyPrefix(clientKey as string);
  if (prefix === null) fail(EMBED_ERRORS.unknownClientKey);
  if (environment === undefined || environment === null || environment === '') {
    fail(EMBED_ERRORS.noEnvironment);
  }
  if (!(ENVIRONMENTS as readonly unknown[]).includes(environment)) {
    fail(EMBED_ERRORS.unknownEnvironment(String(environment)));
  }
  const allowed = CLIENT_KEY_ENVIRONMENTS[prefix!] as readonly string[];
  if (!allowed.includes(environment as string)) {
    fail(EMBED_ERRORS.wrongEnvironmentKey(prefix!, environment as string));
  }
  if (!isText(context)) fail(EMBED_ERRORS.noContext);
  if (!/^https?:\/\/[^/\s]+/.test(context as string)) fail(EMBED_ERRORS.badContext);
  // test and live: Adyen's own secured fields; the options they do not offer throw.
  const notOffered = environment === 'sandbox' ? [] : notOfferedLive(options);
  if (notOffered.length > 0) {
    fail(EMBED_ERRORS.notOfferedLive(notOffered, environment as string));
  }
}

/**
 * Checks the mount's own options (§8 integration and initialisation errors) and answers how the
 * widget pays; the card form's options are checked by the widget itself as it renders.
 */
export function assertEmbedOptions(options: unknown): {
  mode: 'session' | 'callbacks';
  locale: string;
  localeFallback: boolean;
  errorLevel: ErrorLevel;
} {
  if (typeof options !== 'object' || options === null) fail(EMBED_ERRORS.noSubmitOrSession);
  const record = options as Record<string, unknown>;
  const internal = INTERNAL_OPTIONS.find((name) => name in record);
  if (internal) fail(EMBED_ERRORS.notAnOption(internal));
  const { locale, fallback } = widgetLocale(
    record.locale as string | undefined,
    record.translations,
  );
  const errorLevel = (record.errorLevel ?? 'throw') as ErrorLevel;
  if (!(ERROR_LEVELS as readonly string[]).includes(errorLevel)) fail(EMBED_ERRORS.badErrorLevel);
  if (record.session !== undefined) {
    assertSession(record);
    return { mode: 'session', locale, localeFallback: fallback, errorLevel };
  }
  if (typeof record.onSubmit !== 'function') fail(EMBED_ERRORS.noSubmitOrSession);
  if (typeof record.onAdditionalDetails !== 'function') fail(EMBED_ERRORS.noAdditionalDetails);
  // The bin lookup's key and context, checked as a session's are when given.
  if (record.clientKey !== undefined) {
    if (!isText(record.clientKey) || keyPrefix(record.clientKey) === null) {
      fail(EMBED_ERRORS.unknownClientKey);
    }
    if (!isText(record.context) || !/^https?:\/\/[^/\s]+/.test(record.context)) {
      fail(EMBED_ERRORS.badContext);
    }
  }
  return { mode: 'callbacks', locale, localeFallback: fallback, errorLevel };
}
