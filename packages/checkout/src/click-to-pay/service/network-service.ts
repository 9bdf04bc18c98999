/**
 * The production Click to Pay service (docs/widget.md#states): the Visa and Mastercard SDKs,
 * loaded lazily by environment (`sdk-loader.ts`: the networks' sandbox for `test`, production for
 * every live region) and driven through their JS API — `init`, `isRecognized`, `identityLookup`,
 * `initiateIdentityValidation`, `completeIdentityValidation`, `getSrcProfile`, `checkout`,
 * `unbindAppInstance` — behind the same `ClickToPayService` interface as the sandbox service.
 *
 * - Every network configured is loaded; one that fails to load (or loads without its global) is
 *   left out. None loaded: `initialise` rejects with SCRIPT_ERROR (§8), and the section goes
 *   NotAvailable. A network's rejection is a `ClickToPayError` with the network's reason (Visa
 *   wraps it as `{ error: { reason } }`, Mastercard does not); no reason is UNKNOWN_ERROR.
 * - Timeouts are the section's (5 000 ms per call, §9), as with the sandbox.
 * - The script URLs can be replaced (`sdkUrls`: a proxy, a test's fake SDK); nothing else differs.
 */
import type { ClickToPayCard } from '../../rules';
import {
  clickToPaySdkUrl,
  scriptLoaderFor,
  type ClickToPayNetwork,
  type ScriptLoader,
} from './sdk-loader';
import { ClickToPayError, type ClickToPayService } from './service';

/** A network's merchant (DPA) registration: Adyen's `srciDpaId` / `srcInitiatorId` names. */
export type ClickToPayNetworkIds = { srciDpaId: string; srcInitiatorId: string };

export type NetworkClickToPayOptions = {
  /** The card environment (`test`, `live`, `live-us`…): which of the networks' SDK URLs. */
  environment: string;
  /** The networks the merchant is registered with, and its ids with each. */
  networks: Partial<Record<ClickToPayNetwork, ClickToPayNetworkIds>>;
  /** The name the networks show the shopper (dpaPresentationName). */
  merchantName?: string;
  /** The networks' locale, as they spell it (`en_US`). */
  locale?: string;
  /** Replaces a network's script URL (a proxy, or a test's fake SDK). */
  sdkUrls?: Partial<Record<ClickToPayNetwork, string>>;
  /** The window the scripts load into and whose globals they set (the page's by default). */
  window?: Window;
  /** Loads a script (default: a `<script async>` in the window's document, once per URL). */
  loadScript?: ScriptLoader;
  /** The transaction id all networks share (default: a random UUID). */
  srciTransactionId?: string;
  /** A network's script failed to load (§8 SCRIPT_ERROR), reported once per network. */
  onError?: (error: { name: 'SCRIPT_ERROR'; message: string }) => void;
};

/** The networks' JS API, as far as this adapter uses it (both networks answer alike). */
type MaskedCard = {
  srcDigitalCardId: string;
  panLastFour: string;
  panExpirationMonth?: string;
  panExpirationYear?: string;
  dateOfCardCreated: string;
  dateOfCardLastUsed?: string;
  tokenId?: string;
  digitalCardData?: { status?: string; descriptorName?: string; artUri?: string };
};
type SrcProfile = { srcCorrelationId?: string; profiles?: { maskedCards?: MaskedCard[] }[] };
type NetworkSdk = {
  init(params: Record<string, unknown>): Promise<unknown>;
  isRecognized(): Promise<{ recognized?: boolean; idTokens?: string[] }>;
  identityLookup(params: Record<string, unknown>): Promise<{ consumerPresent?: boolean }>;
  initiateIdentityValidation(): Promise<{ maskedValidationChannel?: string }>;
  completeIdentityValidation(params: unknown): Promise<{ idToken?: string }>;
  getSrcProfile(params: { idTokens: string[] }): Promise<SrcProfile>;
  checkout(params: Record<string, unknown>): Promise<{
    dcfActionCode?: string;
    checkoutResponse?: string;
  }>;
  unbindAppInstance(): Promise<unknown>;
};
type NetworkGlobals = {
  vAdapters?: { VisaSRCI?: new () => NetworkSdk };
  SRCSDK_MASTERCARD?: NetworkSdk;
};

/** What differs between the networks: their global, and how a lookup and a code are sent. */
const NETWORK_API = {
  visa: {
    sdk: (globals: NetworkGlobals) => {
      const VisaSRCI = globals.vAdapters?.VisaSRCI;
      return VisaSRCI ? new VisaSRCI() : undefined;
    },
    lookup: (email: string) => ({ identityValue: email, type: 'EMAIL' }),
    code: (code: string): unknown => code,
  },
  mc: {
    sdk: (globals: NetworkGlobals) => globals.SRCSDK_MASTERCARD,
    lookup: (email: string) => ({
      consumerIdentity: { identityValue: email, identityType: 'EMAIL_ADDRESS' },
    }),
    code: (code: string): unknown => ({ validationData: code }),
  },
} as const satisfies Record<ClickToPayNetwork, unknown>;

/** A network's rejection as a `ClickToPayError` carrying its reason. */
export function networkError(rejection: unknown): ClickToPayError {
  if (rejection instanceof ClickToPayError) return rejection;
  const value = (rejection ?? {}) as { reason?: unknown; error?: { reason?: unknown } };
  const reason = value.error?.reason ?? value.reason;
  return new ClickToPayError(typeof reason === 'string' && reason ? reason : 'UNKNOWN_ERROR');
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (rejection) {
    throw networkError(rejection);
  }
}

type Loaded = { network: ClickToPayNetwork; sdk: NetworkSdk };

export function createNetworkClickToPay(options: NetworkClickToPayOptions): ClickToPayService {
  const win = options.window ?? window;
  const loadScript = options.loadScript ?? scriptLoaderFor(win.document);
  const transactionId = options.srciTransactionId ?? win.crypto.randomUUID();
  const configured = (Object.keys(NETWORK_API) as ClickToPayNetwork[]).filter(
    (network) => options.networks[network] !== undefined,
  );

  let sdks: Loaded[] = [];
  let idTokens: string[] = [];
  /** The network that found the shopper by e-mail: it sends and checks the code. */
  let validating: Loaded | null = null;
  /** The cards last listed, by id: checkout needs their network and correlation id. */
  let cards = new Map<string, ClickToPayCard>();

  async function load(): Promise<Loaded[]> {
    const tried = await Promise.allSettled(
      configured.map(async (network) => {
        const url = options.sdkUrls?.[network] ?? clickToPaySdkUrl(options.environment, network);
        try {
          await loadScript(url);
        } catch {
          options.onError?.({ name: 'SCRIPT_ERROR', message: `Click to Pay: ${url} did not load` });
          throw new ClickToPayError('SCRIPT_ERROR');
        }
        const sdk = NETWORK_API[network].sdk(win as unknown as NetworkGlobals);
        if (!sdk) throw new ClickToPayError('SDK_ERROR');
        return { network, sdk };
      }),
    );
    return tried.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  }

  /** Each network's cards for the tokens; rejects only when every network does. */
  async function listCards(): Promise<readonly ClickToPayCard[]> {
    const answers = await Promise.allSettled(
      sdks.map(({ network, sdk }) =>
        call(() => sdk.getSrcProfile({ idTokens })).then((profile) => ({ network, profile })),
      ),
    );
    const found = answers.flatMap((answer) =>
      answer.status === 'fulfilled' ? [answer.value] : [],
    );
    const first = answers[0];
    if (found.length === 0 && first?.status === 'rejected') throw networkError(first.reason);
    const list = found.flatMap(({ network, profile }) =>
      (profile.profiles ?? []).flatMap((each) =>
        (each.maskedCards ?? []).map((card): ClickToPayCard => ({
          srcDigitalCardId: card.srcDigitalCardId,
          panLastFour: card.panLastFour,
          scheme: network,
          dateOfCardCreated: card.dateOfCardCreated,
          dateOfCardLastUsed: card.dateOfCardLastUsed,
          panExpirationMonth: card.panExpirationMonth,
          panExpirationYear: card.panExpirationYear,
          tokenId: card.tokenId,
          srcCorrelationId: profile.srcCorrelationId,
          descriptorName: card.digitalCardData?.descriptorName,
          artUri: card.digitalCardData?.artUri,
          status: card.digitalCardData?.status ?? 'ACTIVE',
        })),
      ),
    );
    cards = new Map(list.map((card) => [card.srcDigitalCardId, card]));
    return list;
  }

  return {
    async initialise() {
      sdks = await load();
      if (sdks.length === 0) throw new ClickToPayError('SCRIPT_ERROR');
      await Promise.all(
        sdks.map(({ network, sdk }) =>
          call(() =>
            sdk.init({
              ...options.networks[network],
              srciTransactionId: transactionId,
              dpaTransactionOptions: { dpaLocale: options.locale ?? 'en_US' },
              dpaData: { dpaPresentationName: options.merchantName ?? '' },
            }),
          ),
        ),
      );
      const recognised = await Promise.all(sdks.map(({ sdk }) => call(() => sdk.isRecognized())));
      const tokens = recognised.find((answer) => answer.recognized)?.idTokens ?? [];
      idTokens = tokens;
      return { recognised: tokens.length > 0 };
    },

    getCards: listCards,

    async lookup(email) {
      const answers = await Promise.allSettled(
        sdks.map((loaded) =>
          call(() => loaded.sdk.identityLookup(NETWORK_API[loaded.network].lookup(email))).then(
            (answer) => ({ loaded, present: answer.consumerPresent === true }),
          ),
        ),
      );
      const present = answers.find(
        (answer) => answer.status === 'fulfilled' && answer.value.present,
      );
      validating = present?.status === 'fulfilled' ? present.value.loaded : null;
      if (validating) return { enrolled: true };
      const failed = answers.find((answer) => answer.status === 'rejected');
      if (failed) throw networkError(failed.reason);
      return { enrolled: false };
    },

    async startValidation() {
      const by = validating;
      if (!by) throw new ClickToPayError('INVALID_STATE');
      const { maskedValidationChannel = '' } = await call(() =>
        by.sdk.initiateIdentityValidation(),
      );
      return { channel: maskedValidationChannel.replace(/\*/g, '•') };
    },

    async finishValidation(code) {
      const by = validating;
      if (!by) throw new ClickToPayError('INVALID_STATE');
      const { idToken } = await call(() =>
        by.sdk.completeIdentityValidation(NETWORK_API[by.network].code(code)),
      );
      if (!idToken) throw new ClickToPayError('UNKNOWN_ERROR');
      idTokens = [idToken];
      return listCards();
    },

    async checkout(srcDigitalCardId) {
      const card = cards.get(srcDigitalCardId);
      const by = card && sdks.find(({ network }) => network === card.scheme);
      if (!card || !by) throw new ClickToPayError('CARD_INVALID');
      const answer = await call(() =>
        by.sdk.checkout({ srcDigitalCardId, srcCorrelationId: card.srcCorrelationId }),
      );
      if (answer.dcfActionCode !== 'COMPLETE' || !answer.checkoutResponse)
        throw new ClickToPayError(answer.dcfActionCode ?? 'UNKNOWN_ERROR');
      return { payload: answer.checkoutResponse };
    },

    async logout() {
      await Promise.allSettled(sdks.map(({ sdk }) => call(() => sdk.unbindAppInstance())));
      idTokens = [];
      validating = null;
      cards = new Map();
    },
  };
}
