/**
 * No exported rule throws on what a payer, a merchant or an API may hand it: every
 * function of `@paypage/ui/rules` and `@paypage/checkout/rules` is called with arbitrary strings in
 * each string parameter — empty, 100,000 characters, other scripts' digits, control characters,
 * lone surrogates, names of `Object.prototype` — and a per-function arbitrary for the others.
 * Fixed seed, modest runs: it is a CI test, not a fuzzing campaign.
 */
import fc from 'fast-check';
import * as uiRules from '@paypage/ui/rules';
import { describe, expect, it } from 'vitest';
import * as checkoutRules from './index';

const LONG = 100_000;

/** The strings no rule may throw on. */
const hostile: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(
      ...'0123456789٠١٢٣٤٥٦٧٨٩０１２３４５６７８９۱۲۳०१२३ aZ#-/.,:+()',
      '\u0000',
      '\u0007',
      '\u001b',
      '\u007f',
      '\u200b',
      '\u202e',
      '\uD800',
      '\uDFFF',
      '\t',
      '\n',
      '\r',
    ),
    maxLength: 30,
  }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\uDC00abc',
    '١٢٣',
    '１２３',
    '１２／３４',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '9'.repeat(LONG),
    'a'.repeat(LONG),
    `${'1 '.repeat(LONG / 2)}`,
    '#'.repeat(LONG),
  ),
);

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const policy = fc.constantFrom('required', 'optional', 'hidden' as const);
const date = fc.date({ noInvalidDate: true });
const rgb = fc.tuple(
  fc.integer({ min: 0, max: 255 }),
  fc.integer({ min: 0, max: 255 }),
  fc.integer({ min: 0, max: 255 }),
);
const clickToPayCard = fc.record(
  {
    status: hostile,
    panExpirationMonth: hostile,
    panExpirationYear: hostile,
    dateOfCardLastUsed: hostile,
    dateOfCardCreated: hostile,
  },
  { requiredKeys: ['status', 'dateOfCardCreated'] },
);

/** Arguments by function; a function left out takes `hostile` strings for each parameter. */
/** A bin lookup's answer: its brands' names arbitrary. */
const binLookupAnswer = fc.record({
  brands: fc.array(
    fc.record({
      brand: hostile,
      supported: fc.boolean(),
      cvcPolicy: policy,
      expiryDatePolicy: policy,
      enableLuhnCheck: fc.boolean(),
      showSocialSecurityNumber: fc.boolean(),
    }),
    { maxLength: 3 },
  ),
  issuingCountryCode: maybe(hostile),
  showSocialSecurityNumber: fc.boolean(),
});

const argumentsOf: Record<string, fc.Arbitrary<unknown[]>> = {
  // @paypage/ui/rules
  relativeLuminance: fc.tuple(rgb),
  contrastRatio: fc.tuple(rgb, rgb),
  groupDigits: fc.tuple(
    hostile,
    fc.array(fc.integer({ min: -5, max: 20 }), { maxLength: 6 }),
    fc.array(hostile, { maxLength: 6 }),
  ),
  groupThousands: fc.tuple(fc.maxSafeInteger()),
  caretAfterDigits: fc.tuple(hostile, fc.integer()),
  // @paypage/checkout/rules
  normalizeAddressField: fc.tuple(hostile, hostile, fc.constantFrom('input', 'blur')),
  validateHolderName: fc.tuple(hostile, fc.boolean()),
  cvcPolicyFor: fc.tuple(nullable(hostile), fc.record({ hideCVC: fc.boolean() })),
  isPolicyFieldValid: fc.tuple(policy, fc.boolean(), fc.boolean()),
  isStoreDetailsShown: fc.tuple(fc.integer(), fc.boolean()),
  detectCardBrand: fc.tuple(hostile, maybe(fc.array(hostile, { maxLength: 4 }))),
  validateCardNumber: fc.tuple(
    hostile,
    fc.array(hostile, { maxLength: 4 }),
    fc.record({ luhnCheck: fc.boolean() }, { requiredKeys: [] }),
  ),
  formatCardNumber: fc.tuple(hostile, nullable(hostile)),
  cardNumberInputMaxLength: fc.tuple(nullable(hostile)),
  challengeWindowCode: fc.tuple(maybe(hostile)),
  challengeWindowSize: fc.tuple(maybe(hostile)),
  isClickToPayCardExpired: fc.tuple(clickToPayCard, date),
  sortClickToPayCards: fc.tuple(fc.array(clickToPayCard, { maxLength: 5 }), date),
  brandsString: fc.tuple(fc.array(hostile, { maxLength: 5 })),
  formatMinorUnits: fc.tuple(fc.maxSafeInteger(), hostile, hostile),
  cardFieldErrorMessage: fc.tuple(hostile, nullable(hostile)),
  validateFastCheckoutConfig: fc.tuple(fc.anything()),
  isFastCheckoutConsentBrand: fc.tuple(nullable(hostile)),
  areInstalmentsInUse: fc.tuple(
    nullable(fc.record({ value: fc.integer(), plan: hostile }, { requiredKeys: ['value'] })),
  ),
  isValidWebUrl: fc.tuple(hostile, fc.record({ httpsOnly: fc.boolean() })),
  securityCodeFor: fc.tuple(nullable(hostile)),
  validateSecurityCode: fc.tuple(hostile, nullable(hostile), maybe(policy)),
  validateExpiryDate: fc.tuple(hostile, date, maybe(hostile)),
  binLookupResult: fc.tuple(binLookupAnswer),
  isStoredCardPayable: fc.tuple(fc.record({ supportedShopperInteractions: fc.array(hostile) })),
  disclaimerParts: fc.tuple(fc.record({ message: hostile, linkText: hostile, link: hostile })),
  instalmentOptionsFor: fc.tuple(
    maybe(
      fc.dictionary(
        hostile,
        fc.record({
          values: fc.array(fc.double()),
          preselectedValue: maybe(fc.double()),
          plans: maybe(fc.array(hostile)),
        }),
      ),
    ),
    nullable(hostile),
  ),
  areInstalmentsShown: fc.tuple(nullable(fc.record({ values: fc.array(fc.integer()) }))),
  initialInstalmentSelection: fc.tuple(nullable(fc.record({ values: fc.array(fc.integer()) }))),
  instalmentPaymentData: fc.tuple(
    nullable(fc.record({ value: fc.integer(), plan: maybe(hostile) })),
  ),
  keepOneRestrictedBrand: binLookupAnswer.map((answer) => [answer.brands]),
  chosenLookupBrand: fc.tuple(
    binLookupAnswer.map((answer) => checkoutRules.binLookupResult(answer)),
    nullable(hostile),
  ),
  hasKoreanFields: fc.tuple(fc.boolean(), maybe(hostile), maybe(hostile)),
  answerFromKnownBins: fc.tuple(
    hostile,
    fc.array(
      fc.record({
        bin: hostile,
        brands: fc.oneof(fc.constant('error' as const), fc.array(hostile, { maxLength: 3 })),
      }),
      { maxLength: 4 },
    ),
    fc.array(hostile, { maxLength: 4 }),
  ),
};

/**
 * Rules whose contract is to throw: an assertion for an integrator's configuration. They may throw
 * only their documented error, never a TypeError or a RangeError of the engine.
 */
const assertions: Record<string, (error: unknown) => boolean> = {
  assertLocale: (error) =>
    error instanceof checkoutRules.CheckoutError && error.kind === 'IMPLEMENTATION_ERROR',
};

type Rule = (...args: unknown[]) => unknown;

/** The exported functions of an entry point; classes (`CheckoutError`) are not rules. */
function functionsOf(entry: Record<string, unknown>): [string, Rule][] {
  return Object.entries(entry).filter(
    (pair): pair is [string, Rule] =>
      typeof pair[1] === 'function' && !/^class\b/.test(Function.prototype.toString.call(pair[1])),
  );
}

const entries = {
  '@paypage/ui/rules': functionsOf(uiRules),
  '@paypage/checkout/rules': functionsOf(checkoutRules),
};

describe.each(Object.entries(entries))('%s: no exported rule throws', (_, rules) => {
  it('has rules to test', () => {
    expect(rules.length).toBeGreaterThan(10);
  });

  it.each(rules)('%s', (name, rule) => {
    const args =
      argumentsOf[name] ?? fc.array(hostile, { minLength: rule.length, maxLength: rule.length });
    const allowed = assertions[name];
    fc.assert(
      fc.property(args, (values) => {
        try {
          rule(...values);
        } catch (error) {
          if (allowed?.(error)) return;
          throw error;
        }
      }),
      { seed: 21, numRuns: 120 },
    );
  });
});

it('knows every function it gives its own arguments', () => {
  const exported = new Set(Object.values(entries).flatMap((rules) => rules.map(([name]) => name)));
  for (const name of [...Object.keys(argumentsOf), ...Object.keys(assertions)]) {
    expect(exported, name).toContain(name);
  }
});
