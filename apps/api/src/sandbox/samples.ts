import type { CreatePaymentRequest } from '@paypage/contract';
import { payerUrl } from '@paypage/contract/payer-urls';
import type { Db, Queryable } from '../db/db.ts';
import { listRequests, prepareRequest } from '../db/payment-requests.ts';
import { isoTimeInDays } from '../domain/dates.ts';

const northwind = { name: 'Northwind Studio', brandColor: '#0f7b5f' };
const avery = { name: 'Avery Chen', email: 'avery@northwind.example' };
const bluebird = { name: 'Bluebird Plumbing & Heating', brandColor: '#1d4ed8' };
const marcus = { name: 'Marcus Webb', email: 'billing@bluebird.example' };
const lumen = { name: 'Lumen Dental Care', brandColor: null };
const priya = { name: 'Dr. Priya Raman', email: 'accounts@lumendental.example' };
const harbor = { name: 'Harborline Logistics', brandColor: '#f5c518' };
const jonas = { name: 'Jonas Lindqvist', email: 'ar@harborline.example' };

const invoiceItems = [
  { description: 'Discovery workshop', quantity: 2, unitPrice: 40_000 },
  { description: 'Homepage and product page design', quantity: 1, unitPrice: 35_000 },
  { description: 'Design system tokens and components', quantity: 1, unitPrice: 15_000 },
];

/**
 * The sample data of a fresh sandbox: one request per status and per method mix, invoices with
 * line items, attachments, a referral link, a request without account details, one whose
 * requester is over the ACH debit limit. Due dates are relative to the day the data is created.
 * Labels are stable and readable; `npm start` prints a link to each.
 */
export function sampleRequests(now: Date): CreatePaymentRequest[] {
  const daysAgo = (days: number) => isoTimeInDays(-days, now);
  return [
    {
      sandbox: { label: 'invoice-all-methods', dueInDays: 2 },
      merchant: northwind,
      requester: avery,
      recipient: { email: 'sam.rivera@example.com', phoneNumber: '+14155550123' },
      description:
        'Website redesign, phase 2: discovery workshop, homepage and product page design, and the ' +
        'first release of the design system tokens and components, as agreed in the statement of work.',
      paymentMethod: ['Card', 'PayByBank', 'ACH', 'PayByWire'],
      merchantInvoice: {
        customerInvoiceId: 'INV-2041',
        lineItems: invoiceItems,
        discountTotal: 10_000,
        discountName: 'Returning client',
        taxTotal: 5_000,
      },
      attachments: [{ fileName: 'Statement of work.pdf' }, { fileName: 'Homepage mockup.png' }],
      referralLink: 'https://paypage.dev/?ref=northwind',
    },
    {
      sandbox: { label: 'card-only', dueInDays: 0 },
      merchant: lumen,
      requester: priya,
      amountInCents: 18_950,
      description: 'Cleaning and X-rays, November 12.',
      paymentMethod: ['Card'],
    },
    {
      sandbox: {
        label: 'card-no-wallets',
        dueInDays: 5,
        showGooglePay: false,
        showApplePay: false,
        showCardOnFile: false,
      },
      merchant: lumen,
      requester: priya,
      amountInCents: 7_500,
      description: 'Follow-up visit.',
      paymentMethod: ['PayByCard'],
    },
    {
      sandbox: { label: 'bank-only', dueInDays: 10 },
      merchant: bluebird,
      requester: marcus,
      amountInCents: 64_000,
      description: 'Water heater replacement, parts and labor.',
      paymentMethod: ['PayByBank'],
    },
    {
      sandbox: { label: 'ach-wire-only', dueInDays: -3 },
      merchant: harbor,
      requester: jonas,
      amountInCents: 1_284_500,
      description: 'Freight, container MSKU 448120-3, Oakland to Seattle.',
      paymentMethod: ['ACH', 'PayByWire'],
      achDetails: {
        routingNumber: '084106768',
        accountNumber: '9800123456',
        beneficiaryName: 'Harborline Logistics Inc.',
        beneficiaryAddress: '1 Harbor Way, Oakland, CA 94607',
        type: 'Checking',
        bankName: 'Evolve Bank & Trust',
        bankAddress: null,
      },
    },
    {
      sandbox: { label: 'no-ach-details', dueInDays: 7 },
      merchant: harbor,
      requester: jonas,
      amountInCents: 98_000,
      description: 'Warehouse storage, October.',
      paymentMethod: ['PayByACH', 'PayByWire'],
      achDetails: null,
    },
    {
      sandbox: { label: 'stripe', dueInDays: 14 },
      merchant: northwind,
      requester: avery,
      amountInCents: 42_000,
      description: 'Brand photography session.',
      paymentMethod: ['Card', 'PayByBank'],
      processor: { type: 'STRIPE' },
    },
    {
      sandbox: { label: 'ach-limit', dueInDays: 3, achDebitLimitExceeded: true },
      merchant: bluebird,
      requester: marcus,
      amountInCents: 250_000,
      description: 'Boiler installation, deposit.',
      paymentMethod: ['PayByBank', 'ACH', 'PayByWire'],
    },
    {
      sandbox: { label: 'settlement-fails', dueInDays: 1, settlement: 'fail' },
      merchant: northwind,
      requester: avery,
      amountInCents: 12_000,
      description: 'Hosting, December.',
      paymentMethod: ['Card', 'PayByBank'],
    },
    {
      sandbox: { label: 'large-invoice', dueInDays: 30 },
      merchant: harbor,
      requester: jonas,
      recipient: { email: 'ap@example.com', phoneNumber: null },
      paymentMethod: ['Card', 'PayByBank', 'ACH', 'PayByWire'],
      merchantInvoice: {
        customerInvoiceId: 'HL-10877',
        lineItems: Array.from({ length: 36 }, (_, index) => ({
          description: `Pallet delivery, route ${index + 1}: Oakland DC to customer site, liftgate and inside delivery`,
          quantity: 1 + (index % 4),
          unitPrice: 8_750 + index * 125,
        })),
        taxTotal: 0,
      },
      attachments: [{ fileName: 'Proof of delivery.pdf' }, { fileName: 'Rate card 2026.pdf' }],
    },
    {
      sandbox: { label: 'payment-failed', dueInDays: -1 },
      status: 'PAYMENT_FAILED',
      statusUpdateDate: daysAgo(1),
      merchant: northwind,
      requester: avery,
      amountInCents: 56_000,
      description: 'Logo refresh.',
    },
    {
      sandbox: { label: 'processing' },
      status: 'PROCESSING',
      statusUpdateDate: daysAgo(0),
      merchant: bluebird,
      requester: marcus,
      amountInCents: 31_500,
      description: 'Drain cleaning.',
    },
    {
      sandbox: { label: 'paid-card' },
      status: 'PAID',
      statusUpdateDate: daysAgo(2),
      methodPaidWith: 'card',
      datePaid: daysAgo(2),
      merchant: northwind,
      requester: avery,
      merchantInvoice: {
        customerInvoiceId: 'INV-2038',
        lineItems: [{ description: 'Content migration', quantity: 12.5, unitPrice: 9_000 }],
        taxTotal: 0,
      },
    },
    {
      sandbox: { label: 'paid-bank' },
      status: 'PAID',
      statusUpdateDate: daysAgo(5),
      methodPaidWith: 'payByBank',
      datePaid: daysAgo(5),
      merchant: bluebird,
      requester: marcus,
      amountInCents: 18_000,
      description: 'Annual furnace inspection.',
    },
    {
      sandbox: { label: 'expired' },
      status: 'EXPIRED',
      statusUpdateDate: daysAgo(3),
      merchant: lumen,
      requester: priya,
      amountInCents: 22_000,
      merchantInvoice: {
        customerInvoiceId: 'LD-3391',
        lineItems: [{ description: 'Crown fitting', quantity: 1, unitPrice: 22_000 }],
      },
    },
    {
      sandbox: { label: 'canceled' },
      status: 'CANCELED',
      statusUpdateDate: daysAgo(4),
      merchant: harbor,
      requester: jonas,
      amountInCents: 7_800,
      description: 'Pallet wrap and labels.',
    },
  ];
}

/** Creates the sample data once per database (recorded in `meta`). Answers whether it did. */
export async function seedSamples(db: Db, now: Date = new Date()): Promise<boolean> {
  const seeded = async (tx: Queryable) =>
    (await tx.query("select 1 from meta where key = 'samples_seeded_at'")).rows.length > 0;
  if (await seeded(db)) return false;
  const inserts = await Promise.all(sampleRequests(now).map((input) => prepareRequest(input, now)));
  // One transaction: one commit to disk, never half the samples, never twice (two servers
  // starting on one PostgreSQL database take turns on the lock).
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7263002)');
    if (await seeded(tx)) return false;
    for (const insert of inserts) await insert(tx);
    await tx.query("insert into meta (key, value) values ('samples_seeded_at', $1)", [
      now.toISOString(),
    ]);
    return true;
  });
}

/**
 * The sample requests' links, as `npm start` prints them: sandbox data, printed on purpose
 * (request logs never hold tokens).
 */
export async function sampleLinks(db: Db, origin: string): Promise<string[]> {
  const samples = (await listRequests(db)).filter((request) => request.label);
  if (samples.length === 0) return [];
  const width = Math.max(...samples.map((s) => (s.label ?? '').length));
  const lines = ['  sample payment requests:'];
  for (const sample of samples) {
    const url = payerUrl(origin, sample.token);
    lines.push(`    ${(sample.label ?? '').padEnd(width)}  ${sample.status.padEnd(14)} ${url}`);
  }
  const bank = samples.find((s) => s.label === 'bank-only');
  if (bank) {
    const email = bank.recipient.email ?? 'sam@example.com';
    const url = payerUrl(origin, bank.token, 'main', { tracking: bank.trackingToken, email });
    lines.push('  e-mail link (tracked, starts pay by bank):', `    ${url}`);
  }
  return lines;
}
