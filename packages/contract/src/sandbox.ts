/**
 * The sandbox's fixed data (docs/api-contract.md): the test cards and the 3-D Secure code of the
 * sandbox card processor, and the institutions, accounts and sign-in of the sandbox bank link.
 * The local API decides with them; the page's sandbox widgets and the mocks show and imitate them.
 * Plain values, no schema.
 */

/** What the sandbox card processor does with a test card. */
export type TestCardOutcome =
  | 'authorised'
  | 'refused'
  | 'challenge'
  | 'error-14_0422'
  | 'error-14_0423'
  | 'cancelled'
  | 'settlement-fails'
  | 'fingerprint-frictionless'
  | 'fingerprint-challenge'
  | 'fingerprint-timeout'
  | 'redirect-get'
  | 'redirect-post';

/** The sandbox test cards (the README and docs/api-contract.md show the same table). */
export const SANDBOX_TEST_CARDS = [
  { number: '4111111111111111', brand: 'visa', outcome: 'authorised' },
  { number: '5555341244441115', brand: 'mc', outcome: 'authorised' },
  { number: '370000000000002', brand: 'amex', outcome: 'authorised' },
  { number: '6011111111111117', brand: 'discover', outcome: 'authorised' },
  { number: '4000000000000002', brand: 'visa', outcome: 'refused' },
  { number: '4212345678910006', brand: 'visa', outcome: 'challenge' },
  { number: '4000000000014227', brand: 'visa', outcome: 'error-14_0422' },
  { number: '4000000000014235', brand: 'visa', outcome: 'error-14_0423' },
  { number: '4000000000000994', brand: 'visa', outcome: 'cancelled' },
  { number: '4000000000000226', brand: 'visa', outcome: 'settlement-fails' },
  // The bin lookup's cards (SANDBOX_TEST_BINS), each paid with any of its brands.
  { number: '4035501000000008', brand: 'cartebancaire', outcome: 'authorised' },
  { number: '6703444444444449', brand: 'bcmc', outcome: 'authorised' },
  { number: '4539500000000001', brand: 'visa', outcome: 'authorised' },
  { number: '4561000000000003', brand: 'visa', outcome: 'authorised' },
  { number: '4000000000003014', brand: 'visa', outcome: 'fingerprint-frictionless' },
  { number: '4000000000003022', brand: 'visa', outcome: 'fingerprint-challenge' },
  { number: '4000000000003030', brand: 'visa', outcome: 'fingerprint-timeout' },
  { number: '4000000000003048', brand: 'visa', outcome: 'redirect-get' },
  { number: '4000000000003055', brand: 'visa', outcome: 'redirect-post' },
  { number: '4000020000000000', brand: 'visa', outcome: 'authorised' },
] as const satisfies readonly { number: string; brand: string; outcome: TestCardOutcome }[];

/**
 * The sandbox's demo shopper: the shopper reference whose stored cards the sandbox
 * keeps (a request's `sandbox.shopperReference`), and those cards as the session setup lists them.
 * Each is a test card above, so a stored card is decided by its test card's outcome; the Amex
 * supports only ContAuth (the widget's error of §5 "Ecommerce only").
 */
export const SANDBOX_DEMO_SHOPPER = 'demo-shopper';

export const SANDBOX_STORED_CARDS = [
  {
    id: 'sc_demo_visa_1111',
    card: '4111111111111111',
    brand: 'visa',
    lastFour: '1111',
    expiryMonth: '03',
    expiryYear: '2030',
    holderName: 'Jo Shopper',
    supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
  },
  {
    id: 'sc_demo_mc_1115',
    card: '5555341244441115',
    brand: 'mc',
    lastFour: '1115',
    expiryMonth: '08',
    expiryYear: '2029',
    holderName: 'Jo Shopper',
    supportedShopperInteractions: ['Ecommerce'],
  },
  {
    id: 'sc_demo_amex_0002',
    card: '370000000000002',
    brand: 'amex',
    lastFour: '0002',
    expiryMonth: '11',
    expiryYear: '2028',
    holderName: 'Jo Shopper',
    supportedShopperInteractions: ['ContAuth'],
  },
] as const satisfies readonly {
  id: string;
  card: string;
  brand: string;
  lastFour: string;
  expiryMonth: string;
  expiryYear: string;
  holderName: string;
  supportedShopperInteractions: readonly string[];
}[];

/**
 * The client key of the sandbox widget (`clientConfig.key`): the `token` the bin lookup and
 * `submitThreeDS2Fingerprint?token=` must carry.
 */
export const SANDBOX_CLIENT_KEY = 'sandbox_paypage_local';

/** What the sandbox bin lookup answers for a BIN of its table. */
export type SandboxTestBin = {
  /** The first 6 digits; an 8-digit BIN of the same 6 answers the same. */
  bin: string;
  /** A whole test card of that BIN (SANDBOX_TEST_CARDS). */
  card: string;
  /** The brands, the lead first; 'error': the lookup fails (HTTP 500). */
  brands: readonly string[] | 'error';
  issuingCountryCode?: string;
  showSocialSecurityNumber?: boolean;
};

/**
 * The sandbox bin lookup's documented BINs (docs/widget.md#options). Any other BIN
 * answers the one brand the card rules detect, without an issuing country.
 */
export const SANDBOX_TEST_BINS = /* @__PURE__ */ Object.freeze([
  // Dual brand: Cartes Bancaires (lead) + Visa, issued in France.
  {
    bin: '403550',
    card: '4035501000000008',
    brands: ['cartebancaire', 'visa'],
    issuingCountryCode: 'FR',
  },
  // Dual brand: Bancontact (lead, no security code) + Maestro, issued in Belgium.
  {
    bin: '670344',
    card: '6703444444444449',
    brands: ['bcmc', 'maestro'],
    issuingCountryCode: 'BE',
  },
  // A Visa issued in Brazil: the CPF/CNPJ is asked (auto mode).
  {
    bin: '453950',
    card: '4539500000000001',
    brands: ['visa'],
    issuingCountryCode: 'BR',
    showSocialSecurityNumber: true,
  },
  // A Visa issued in Korea: Korean authentication when the merchant requires it.
  { bin: '456100', card: '4561000000000003', brands: ['visa'], issuingCountryCode: 'KR' },
  // Unknown to the lookup: no brands (the widget resets the brand).
  { bin: '499999', card: '4999990000000007', brands: [] },
  // A brand the widget does not know (its state type becomes unrecognised-single-brand).
  { bin: '410005', card: '4100050000000006', brands: ['plastix'] },
  // Co-badged with a restricted brand (a US debit network): the widget keeps the Visa only (§4).
  {
    bin: '400002',
    card: '4000020000000000',
    brands: ['visa', 'accel'],
    issuingCountryCode: 'US',
  },
  // The lookup fails (HTTP 500): the widget's onError hears binLookup / unknownError.
  { bin: '400009', card: '4000090000000003', brands: 'error' },
] as const satisfies readonly SandboxTestBin[]);

/** The code the sandbox 3-D Secure challenge accepts. */
export const SANDBOX_3DS_CODE = '1234';

/** The sandbox ACS: where a challenge's CReq is posted (the API's challenge page). */
export const SANDBOX_ACS_PATH = '/api/v1/sandbox/3ds/challenge';

/** The message type the challenge page posts to its parent. */
export const CHALLENGE_MESSAGE_TYPE = 'paypage:3ds-challenge';

/**
 * The sandbox 3-D Secure server's method URL (the page's hidden fingerprint frame POSTs
 * `threeDSMethodData` to it) and its notification URL (the method page posts there; its answer
 * tells the page, by a message to the post-message domain, that the fingerprint is complete).
 */
export const SANDBOX_3DS_METHOD_PATH = '/api/v1/sandbox/3ds/method';
export const SANDBOX_3DS_NOTIFICATION_PATH = '/api/v1/sandbox/3ds/method/notification';

/** The message type the fingerprint's notification page posts to its parent. */
export const FINGERPRINT_MESSAGE_TYPE = 'paypage:3ds-fingerprint';

/** The sandbox "issuer" a redirect action sends the payer to (GET, or a POSTed form). */
export const SANDBOX_ISSUER_PATH = '/api/v1/sandbox/issuer';

/** What the redirect action names its issuer ('continue to Sandbox Bank'). */
export const SANDBOX_ISSUER_NAME = 'Sandbox Bank';

/** Public tokens the sandbox bank link issues start with this. */
export const SANDBOX_PUBLIC_TOKEN_PREFIX = 'public-sandbox-';

export type SandboxInstitution = { institutionId: string; name: string; hasLogo: boolean };
export type SandboxAccount = { id: string; name: string; subtype: string; mask: string };

/** The sandbox bank link's institutions (only the first has a logo). */
export const SANDBOX_INSTITUTIONS = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ Object.freeze({
    institutionId: 'ins_sandbox_first',
    name: 'First Platypus Bank',
    hasLogo: true,
  }),
  /* @__PURE__ */ Object.freeze({
    institutionId: 'ins_sandbox_tartan',
    name: 'Tartan Bank',
    hasLogo: false,
  }),
] as const satisfies readonly SandboxInstitution[]);

/** The accounts every sandbox sign-in holds. */
export const SANDBOX_ACCOUNTS = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ Object.freeze({
    id: 'acc_checking_0000',
    name: 'Plaid Checking',
    subtype: 'checking',
    mask: '0000',
  }),
  /* @__PURE__ */ Object.freeze({
    id: 'acc_savings_1111',
    name: 'Plaid Saving',
    subtype: 'savings',
    mask: '1111',
  }),
] as const satisfies readonly SandboxAccount[]);

/** The only sign-in the sandbox banks accept (shown on the widget's screen). */
export const SANDBOX_CREDENTIALS = /* @__PURE__ */ Object.freeze({
  username: 'user_good',
  password: 'pass_good',
} as const);

/** The sandbox banks' answer to any other sign-in (401), which the widget shows at once too. */
export const SANDBOX_SIGN_IN_REFUSED = 'The username or password provided were not correct.';

/** What the sandbox's gift card processor knows of a test gift card. */
export type SandboxGiftCard = {
  number: string;
  pin: string;
  brand: string;
  /** Its balance, in minor units, fresh for every payment request. */
  balanceInCents: number;
};

/**
 * The sandbox test gift cards (docs/api-contract.md "Orders and partial payments"): the balance
 * check, the order and the partial payments of docs/widget.md#states. Any other number, or a
 * wrong PIN, is Refused.
 */
export const SANDBOX_GIFT_CARDS = [
  // $50.00: part of most requests; the rest is paid by card.
  { number: '6036280000000001', pin: '1234', brand: 'givex', balanceInCents: 5_000 },
  // $10,000.00: the whole of a request (no order left to pay).
  { number: '6036280000000019', pin: '1234', brand: 'givex', balanceInCents: 1_000_000 },
  // $5.00: part of the demo shop's $20.50 cart.
  { number: '6036280000000035', pin: '1234', brand: 'givex', balanceInCents: 500 },
  // Nothing left: NotEnoughBalance.
  { number: '6036280000000027', pin: '1234', brand: 'givex', balanceInCents: 0 },
] as const satisfies readonly SandboxGiftCard[];

/** How long a sandbox order stays open (then it expires and its gift card payments go back). */
export const SANDBOX_ORDER_TTL_MS = 30 * 60 * 1000;
