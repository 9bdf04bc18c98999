/**
 * The card-fields interface's contract (docs/widget.md#the-card-fields-interface), one table of
 * cases run against both implementations: the sandbox's secured frames (simulated in jsdom with
 * the frames' real code, `testing/simulated-frames.ts`) and Adyen Web's CustomCard (a scripted
 * stand-in, `testing/scripted-adyen-web.ts`). Each driver turns the payer's action into what its
 * fields see (typing in a frame, or the callbacks Adyen Web makes); the assertions are only on
 * the interface: the connection's status and fields, and what reaches the form's callbacks.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleSecuredFields } from '@paypage/contract/fixtures';
import { EMPTY_CARD_FRAMES, type CardField, type CardFrames } from '../form/card-form';
import { connectSimulatedFrames, type SimulatedFrames } from '../testing/simulated-frames';
import { scriptedAdyenWeb, type ScriptedAdyenWeb } from '../testing/scripted-adyen-web';
import {
  useFieldElements,
  type CardFieldsConnection,
  type CardFieldsInput,
  type FieldElements,
} from './card-fields';
import {
  SecuredCardNumberField,
  SecuredExpiryDateField,
  SecuredSecurityCodeField,
} from './secured/secured-card-fields';
import { useSecuredCardFields } from './secured/use-secured-card-fields';
import { useAdyenCardFields } from './adyen/use-adyen-card-fields';

/** What the form heard from the fields, and the connection they gave back. */
class Heard {
  card: CardFrames = EMPTY_CARD_FRAMES;
  reported: (CardField | null)[] = [];
  focus: [CardField, boolean][] = [];
  left: CardField[] = [];
  errors: Partial<Record<CardField, string>> = {};
  connection?: CardFieldsConnection;
  elements?: FieldElements;
  hear(field: CardField | null, update: (card: CardFrames) => CardFrames) {
    this.card = update(this.card);
    this.reported.push(field);
  }
  connect(connection: CardFieldsConnection, elements: FieldElements) {
    this.connection = connection;
    this.elements = elements;
  }
}

const newRecord = () => new Heard();

/** The form's side of the interface, recording what the fields report. */
function useRecordingInput(record: Heard): CardFieldsInput {
  const elements = useFieldElements();
  return {
    elements,
    brands: ['visa', 'mc', 'amex'],
    policies: { expiryDate: 'required', securityCode: 'required', password: 'hidden' },
    errorOf: (field) => record.errors[field],
    paymentData: () => ({ paymentMethod: { type: 'scheme', encryptedCardNumber: '' } }),
    onCard: (field, update) => record.hear(field, update),
    onLeave: (field) => record.left.push(field),
    onFocusChange: (field, focused) => record.focus.push([field, focused]),
  };
}

/** The three boxes, drawn from the connection as the form draws them. */
function Boxes({ connection }: { connection: CardFieldsConnection }) {
  const { fields } = connection;
  return (
    <form data-status={connection.status}>
      <SecuredCardNumberField {...fields.field('cardNumber')} brand={null} />
      <SecuredExpiryDateField {...fields.field('expiryDate')} />
      <SecuredSecurityCodeField
        {...fields.field('securityCode')}
        spec={{ length: 3, label: 'CVV' } as never}
        brandKnown={false}
        optional={false}
      />
    </form>
  );
}

function SecuredHarness({ record, loadTimeout }: { record: Heard; loadTimeout?: number }) {
  const input = useRecordingInput(record);
  const connection = useSecuredCardFields({
    ...input,
    setup: { ...exampleSecuredFields, ...(loadTimeout ? { loadTimeout } : {}) },
  });
  record.connect(connection, input.elements);
  return <Boxes connection={connection} />;
}

function AdyenHarness({ record, adyen }: { record: Heard; adyen: ScriptedAdyenWeb }) {
  const input = useRecordingInput(record);
  const connection = useAdyenCardFields({
    ...input,
    setup: {
      session: { id: 'CS0000000000000001', sessionData: 'Ab02b4c0!BQABAgA' },
      clientKey: 'test_ABCDEF',
      environment: 'test',
      locale: 'en-US',
      loadAdyenWeb: adyen.load,
    },
  });
  record.connect(connection, input.elements);
  return <Boxes connection={connection} />;
}

type Driver = {
  /** Renders the fields (loading); `failing`: their load fails. */
  mount: (record: Heard, options?: { failing?: boolean }) => void;
  /** The fields load and are configured (or, when failing, never load). */
  load: () => Promise<void>;
  completeNumber: () => Promise<void>;
  /** A number that fails its check, typed in full and left. */
  wrongNumber: () => Promise<void>;
  focusIn: (field: CardField) => Promise<void>;
  leave: (field: CardField) => Promise<void>;
  focused: () => CardField | null;
  unmount: () => void;
  destroyed: () => boolean;
};

const ADYEN_FIELD = {
  cardNumber: 'encryptedCardNumber',
  expiryDate: 'encryptedExpiryDate',
  securityCode: 'encryptedSecurityCode',
  password: 'encryptedPassword',
} as const satisfies Record<CardField, string>;

function securedDriver(): Driver {
  let frames: SimulatedFrames | undefined;
  let failing = false;
  let view: ReturnType<typeof render> | undefined;
  let iframe: HTMLIFrameElement | undefined;
  const connected = () => {
    if (!frames) throw new Error('the frames are not loaded');
    return frames;
  };
  return {
    mount: (record, options = {}) => {
      failing = options.failing ?? false;
      view = render(<SecuredHarness record={record} loadTimeout={failing ? 50 : undefined} />);
    },
    load: async () => {
      frames = await connectSimulatedFrames({ load: !failing });
      iframe = frames.frame('cardNumber').iframe;
    },
    completeNumber: () => connected().type('cardNumber', '4111111111111111'),
    wrongNumber: async () => {
      await connected().type('cardNumber', '4111111111111112');
      await connected().blur('cardNumber');
    },
    focusIn: (field) => connected().type(field, ''),
    leave: (field) => connected().blur(field),
    focused: () => (frames?.focused() as CardField | null) ?? null,
    unmount: () => view?.unmount(),
    destroyed: () => iframe !== undefined && !iframe.isConnected,
  };
}

function adyenDriver(): Driver {
  let adyen = scriptedAdyenWeb();
  let view: ReturnType<typeof render> | undefined;
  let failing = false;
  return {
    mount: (record, options = {}) => {
      failing = options.failing ?? false;
      adyen = scriptedAdyenWeb({ fail: failing });
      view = render(<AdyenHarness record={record} adyen={adyen} />);
    },
    load: async () => {
      if (failing) return;
      await waitFor(() => expect(adyen.container()).not.toBeNull());
      await adyen.configure();
    },
    completeNumber: async () => {
      await adyen.focus('encryptedCardNumber', true);
      await adyen.fieldValid('encryptedCardNumber', true);
    },
    wrongNumber: async () => {
      await adyen.focus('encryptedCardNumber', true);
      await adyen.focus('encryptedCardNumber', false);
      await adyen.validationErrors([{ fieldType: 'encryptedCardNumber', error: 'cc.num.902' }]);
    },
    focusIn: (field) => adyen.focus(ADYEN_FIELD[field], true),
    leave: (field) => adyen.focus(ADYEN_FIELD[field], false),
    focused: () => {
      const fieldType = adyen.focused();
      const found = Object.entries(ADYEN_FIELD).find(([, name]) => name === fieldType);
      return (found?.[0] as CardField | undefined) ?? null;
    },
    unmount: () => view?.unmount(),
    destroyed: () => adyen.unmounted(),
  };
}

const IMPLEMENTATIONS = [
  ['the sandbox’s secured frames', securedDriver],
  ['Adyen Web’s CustomCard', adyenDriver],
] as const;

const statusOf = () => document.querySelector('form')?.getAttribute('data-status');

afterEach(() => document.body.replaceChildren());

describe.each(IMPLEMENTATIONS)('the card-fields interface on %s', (_name, makeDriver) => {
  const setUp = async (options: { load?: boolean; failing?: boolean } = {}) => {
    const driver = makeDriver();
    const record = newRecord();
    driver.mount(record, options);
    if (options.load !== false) await driver.load();
    if (options.load !== false && !options.failing)
      await waitFor(() => expect(statusOf()).toBe('ready'));
    return { driver, record };
  };
  const connection = (record: Heard) => {
    if (!record.connection) throw new Error('not rendered');
    return record.connection;
  };

  it('is loading, each box a skeleton, until the fields are configured; then ready', async () => {
    const { driver, record } = await setUp({ load: false });
    expect(connection(record).status).toBe('loading');
    expect(connection(record).fields.field('cardNumber').loading).toBe(true);
    await driver.load();
    await waitFor(() => expect(connection(record).status).toBe('ready'));
    expect(connection(record).fields.field('cardNumber').loading).toBe(false);
    expect(connection(record).statusMessage).toBeUndefined();
  });

  it('draws each box under the form’s id and with the form’s error', async () => {
    const { record } = await setUp();
    const field = connection(record).fields.field('expiryDate');
    expect(field.id).toBe(record.elements?.idOf('expiryDate'));
    expect(document.getElementById(field.id)).not.toBeNull();
    expect(field.hidden).toBe(false);
    record.errors.expiryDate = 'Enter the expiry date';
    expect(connection(record).fields.field('expiryDate').error).toBe('Enter the expiry date');
  });

  it('reports a complete number as the number field valid', async () => {
    const { driver, record } = await setUp();
    expect(record.card.cardNumber.valid).toBe(false);
    await driver.completeNumber();
    await waitFor(() =>
      expect(record.card.cardNumber).toMatchObject({ valid: true, errorCode: '' }),
    );
    expect(record.reported).toContain('cardNumber');
  });

  it('reports a wrong number left as its code (cc.num.902), not valid', async () => {
    const { driver, record } = await setUp();
    await driver.wrongNumber();
    await waitFor(() =>
      expect(record.card.cardNumber).toMatchObject({ errorCode: 'cc.num.902', valid: false }),
    );
  });

  it('tells the form a field took the focus, lost it and was left', async () => {
    const { driver, record } = await setUp();
    await driver.focusIn('expiryDate');
    await driver.leave('expiryDate');
    await waitFor(() =>
      expect(record.focus).toEqual([
        ['expiryDate', true],
        ['expiryDate', false],
      ]),
    );
    expect(record.left).toEqual(['expiryDate']);
  });

  it('shows a field as focused while its frame reports the focus, its box ringed', async () => {
    const { driver, record } = await setUp();
    const field = () => connection(record).fields.field('cardNumber');
    const box = () =>
      document.getElementById(field().id)?.closest('[data-slot="secured-field-box"]');
    expect(field().focused).toBe(false);
    expect(box()).not.toHaveAttribute('data-focused');
    await driver.focusIn('cardNumber');
    await waitFor(() => expect(field().focused).toBe(true));
    expect(box()).toHaveAttribute('data-focused', '');
    expect(connection(record).fields.field('expiryDate').focused).toBe(false);
    await driver.leave('cardNumber');
    await waitFor(() => expect(field().focused).toBe(false));
    expect(box()).not.toHaveAttribute('data-focused');
  });

  it('moves the focus into the field the form asks for, and on a press of its box', async () => {
    const { driver, record } = await setUp();
    await act(async () => connection(record).fields.focus('securityCode'));
    await waitFor(() => expect(driver.focused()).toBe('securityCode'));
    await act(async () => connection(record).fields.field('expiryDate').onFocusRequest());
    await waitFor(() => expect(driver.focused()).toBe('expiryDate'));
  });

  it('says the fields failed to load (csfLoadFailure) with §8’s message', async () => {
    const { record } = await setUp({ failing: true });
    await waitFor(() => expect(connection(record).status).toBe('csfLoadFailure'));
    expect(connection(record).statusMessage).toBe('secured field iframes have failed to load');
    expect(connection(record).fields.field('cardNumber').loading).toBe(true);
  });

  it('takes its fields away when the form goes', async () => {
    const { driver } = await setUp();
    expect(driver.destroyed()).toBe(false);
    driver.unmount();
    expect(driver.destroyed()).toBe(true);
    expect(screen.queryByRole('form')).toBeNull();
  });
});
