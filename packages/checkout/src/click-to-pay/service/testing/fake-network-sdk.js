/**
 * A fake of the card networks' Click to Pay SDK scripts, for tests only: served by a test server
 * and loaded by `<script src>` exactly as the networks' scripts are (`network-service.ts`). It
 * behaves as their documented JS API: promises, the Visa global `window.vAdapters.VisaSRCI` (a
 * class) or the Mastercard global `window.SRCSDK_MASTERCARD` (an object), failures rejected with
 * a reason — Visa's wrapped as `{ error: { reason, message } }`, Mastercard's bare.
 *
 * The script's own URL sets it up: `?network=visa|mc` (which global), `&recognised=<e-mail>`
 * (this device remembers the shopper), `&latencyMs=<n>` (every call waits that long).
 * Test shoppers, as the sandbox service's: sam@example.com (enrolled), locked@example.com
 * (ACCT_INACCESSIBLE when the code is sent), slow@example.com (each call takes 6 s), anyone else
 * not enrolled. The code is 654321. `init` must come first with srciDpaId and srcInitiatorId.
 */
(function fakeNetworkSdk() {
  const url = new URL(document.currentScript.src);
  const network = url.searchParams.get('network') === 'mc' ? 'mc' : 'visa';
  const baseLatency = Number(url.searchParams.get('latencyMs') || 0);
  const CODE = '654321';
  const CARDS = {
    visa: [
      {
        srcDigitalCardId: 'visa-card-4242',
        panLastFour: '4242',
        panExpirationMonth: '08',
        panExpirationYear: '2029',
        dateOfCardCreated: '2024-03-01T10:00:00.000Z',
        dateOfCardLastUsed: '2026-10-30T10:00:00.000Z',
        tokenId: 'visa-token-4242',
        digitalCardData: { status: 'ACTIVE', descriptorName: 'Visa Rewards', artUri: '' },
      },
      {
        srcDigitalCardId: 'visa-card-1111',
        panLastFour: '1111',
        panExpirationMonth: '01',
        panExpirationYear: '2024',
        dateOfCardCreated: '2021-01-01T10:00:00.000Z',
        digitalCardData: { status: 'EXPIRED', descriptorName: 'Visa Classic', artUri: '' },
      },
    ],
    mc: [
      {
        srcDigitalCardId: 'mc-card-4444',
        panLastFour: '4444',
        panExpirationMonth: '11',
        panExpirationYear: '2028',
        dateOfCardCreated: '2025-06-01T10:00:00.000Z',
        dateOfCardLastUsed: '2026-09-01T10:00:00.000Z',
        digitalCardData: { status: 'ACTIVE', descriptorName: 'World Mastercard', artUri: '' },
      },
    ],
  };
  const ENROLLED = ['sam@example.com', 'locked@example.com', 'slow@example.com'];

  const state = {
    initialised: false,
    recognised: url.searchParams.get('recognised') || null,
    lookedUp: null,
    validating: false,
  };
  /** Every call made, in order (a test reads `window.fakeNetworkSdkCalls`). */
  const calls = (window.fakeNetworkSdkCalls = window.fakeNetworkSdkCalls || []);

  const failure = (reason) => {
    const message = `${network} SDK: ${reason}`;
    return network === 'visa' ? { error: { reason, message } } : { reason, message };
  };
  const answer = (name, args, run) => {
    calls.push({ network, name, args });
    const shopper = state.lookedUp || state.recognised;
    const slow = shopper === 'slow@example.com' || JSON.stringify(args).includes('slow@example');
    const latency = slow ? 6000 : baseLatency;
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        try {
          if (name !== 'init' && !state.initialised) throw failure('INVALID_STATE');
          resolve(run());
        } catch (error) {
          reject(error);
        }
      }, latency);
    });
  };
  const idToken = (email) => `${network}-id-token:${email}`;

  const sdk = {
    init(params) {
      return answer('init', [params], () => {
        if (!params || !params.srciDpaId || !params.srcInitiatorId || !params.srciTransactionId)
          throw failure('INVALID_PARAMETER');
        state.initialised = true;
      });
    },
    isRecognized() {
      return answer('isRecognized', [], () =>
        state.recognised
          ? { recognized: true, idTokens: [idToken(state.recognised)] }
          : { recognized: false },
      );
    },
    identityLookup(params) {
      return answer('identityLookup', [params], () => {
        const identity =
          network === 'visa'
            ? { value: params.identityValue, type: params.type, expected: 'EMAIL' }
            : {
                value: params.consumerIdentity && params.consumerIdentity.identityValue,
                type: params.consumerIdentity && params.consumerIdentity.identityType,
                expected: 'EMAIL_ADDRESS',
              };
        if (!identity.value || identity.type !== identity.expected)
          throw failure('INVALID_PARAMETER');
        const email = String(identity.value).toLowerCase();
        // Mastercard knows only sam; Visa knows every enrolled shopper.
        const present = network === 'mc' ? email === 'sam@example.com' : ENROLLED.includes(email);
        state.lookedUp = present ? email : null;
        return { consumerPresent: present };
      });
    },
    initiateIdentityValidation() {
      return answer('initiateIdentityValidation', [], () => {
        if (!state.lookedUp) throw failure('INVALID_STATE');
        if (state.lookedUp === 'locked@example.com') throw failure('ACCT_INACCESSIBLE');
        state.validating = true;
        const [name, domain] = state.lookedUp.split('@');
        return { maskedValidationChannel: `${name[0]}**@${domain}` };
      });
    },
    completeIdentityValidation(params) {
      const code = network === 'visa' ? params : params && params.validationData;
      return answer('completeIdentityValidation', [params], () => {
        if (!state.validating) throw failure('INVALID_STATE');
        if (code !== CODE) throw failure('CODE_INVALID');
        state.validating = false;
        return { idToken: idToken(state.lookedUp) };
      });
    },
    getSrcProfile(params) {
      return answer('getSrcProfile', [params], () => {
        const tokens = (params && params.idTokens) || [];
        const known = tokens.some((token) => token.endsWith('@example.com'));
        if (!known) throw failure('AUTH_INVALID');
        return {
          srcCorrelationId: `${network}-correlation-1`,
          profiles: [{ maskedCards: CARDS[network] }],
        };
      });
    },
    checkout(params) {
      return answer('checkout', [params], () => {
        const card = CARDS[network].find(
          (each) => each.srcDigitalCardId === params.srcDigitalCardId,
        );
        if (!card || !params.srcCorrelationId) throw failure('INVALID_PARAMETER');
        if (card.digitalCardData.status !== 'ACTIVE') throw failure('CARD_INVALID');
        return {
          dcfActionCode: 'COMPLETE',
          checkoutResponse: `${network}.checkout.${card.srcDigitalCardId}.${params.srcCorrelationId}`,
        };
      });
    },
    unbindAppInstance() {
      return answer('unbindAppInstance', [], () => {
        state.recognised = null;
        state.lookedUp = null;
        return {};
      });
    },
  };

  if (network === 'visa') {
    window.vAdapters = window.vAdapters || {};
    window.vAdapters.VisaSRCI = function VisaSRCI() {
      return sdk;
    };
  } else {
    window.SRCSDK_MASTERCARD = sdk;
  }
})();
