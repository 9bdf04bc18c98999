/**
 * The payer's main journeys, written once for every engine (`browsers.mjs`): the status screens,
 * the card step (bursts, a paste and an autofill-style value in every secured field; a 3-D Secure
 * challenge; a decline, then a retry that pays), ACH and wire with copy, the receipt and its PDF,
 * and the README's script-tag snippet on a merchant page of another origin.
 * Each journey gets a fresh payment request from the sandbox scenario API.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');

/** A snippet of the README, by the marker before its code block (as the e2e suite reads it). */
function readmeSnippet(name) {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const found = new RegExp(`<!-- snippet: ${name} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``).exec(
    readme,
  );
  assert.ok(found, `README has no snippet "${name}"`);
  return found[1];
}

/**
 * A payment stays PROCESSING past any journey (the longest delay the sandbox takes), so a journey
 * that reads the processing screen never races the settlement, however loaded the machine.
 */
const HELD_SETTLEMENT = { settlementDelayMs: 600_000 };

const REQUEST = {
  merchant: { name: 'Bluebird Plumbing & Heating' },
  amountInCents: 64_000,
  paymentMethod: ['Card'],
  recipient: { email: 'sam@example.com', phoneNumber: null },
};

/** Finders run in the page: a button, link or heading by its text, a form control by its label. */
const button = (name) =>
  [...document.querySelectorAll('button, [role="button"]')].find(
    (element) =>
      (element.getAttribute('aria-label') ?? element.textContent.trim()) === name &&
      !element.disabled,
  );
const heading = (text) =>
  [...document.querySelectorAll('h1, h2, h3, h4')].find((element) =>
    element.textContent.trim().includes(text),
  );
const labelled = (text) =>
  [...document.querySelectorAll('label')].find((label) => label.textContent.trim() === text)
    ?.control;
/** The first element matching `css` whose text contains `text` (a bank, an account). */
const containing = (css, text) =>
  [...document.querySelectorAll(css)].find((element) => element.textContent.includes(text));
const ready = () => document.documentElement.hasAttribute('data-ready');
const framesReady = () =>
  document.querySelector('[data-slot="card-widget"]')?.getAttribute('data-status') === 'ready';
const formValid = () =>
  document.querySelector('[data-slot="card-widget"]')?.hasAttribute('data-valid');
const fieldValue = () => document.getElementById('field').value;
const urlEnds = (suffix) => location.pathname.endsWith(suffix) && true;

const NUMBER = 'Iframe for secured card number';
const EXPIRY = 'Iframe for secured card expiry date';
const CODE = 'Iframe for secured card security code';

export function journeys({ baseUrl, shots }) {
  async function create(data = {}) {
    const response = await fetch(`${baseUrl}/api/v1/sandbox/payment-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...REQUEST, ...data }),
    });
    assert.equal(response.status, 201);
    return response.json();
  }
  async function force(token, body) {
    const response = await fetch(`${baseUrl}/api/v1/sandbox/payment-requests/${token}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    assert.ok(response.ok, `forcing ${body.status}: ${response.status}`);
  }
  async function open(browser, url) {
    await browser.goto(`${baseUrl}${url}`);
    await browser.waitFor(ready, [], 20_000, 'html[data-ready]');
  }
  async function cardStep(browser, data) {
    const created = await create({ sandbox: HELD_SETTLEMENT, ...data });
    await open(browser, created.url);
    await browser.click(button, 'Continue to payment');
    await browser.waitFor(framesReady, [], 20_000, 'the secured fields');
    return created;
  }
  async function fillSecured(browser, number) {
    await browser.typeInFrame(NUMBER, number);
    await browser.typeInFrame(EXPIRY, '0330');
    await browser.typeInFrame(CODE, '737');
  }
  async function fillCard(browser, number) {
    await fillSecured(browser, number);
    await browser.type(labelled, 'Sam Rivera', 'Name on card');
    await browser.type(labelled, '500 Market St', 'Street address');
    await browser.type(labelled, 'San Francisco', 'City');
    await browser.run((label) => {
      const select = [...document.querySelectorAll('label')].find(
        (each) => each.textContent.trim() === label,
      ).control;
      const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set;
      setter.call(select, 'CA');
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }, 'State');
    await browser.type(labelled, '94105', 'ZIP code');
    await browser.waitFor(formValid, [], 15_000, 'a valid card form');
  }
  const frameValue = (browser, title) => browser.runInFrame(title, fieldValue);

  return {
    async 'status screens: unpaid, payment failed, processing, canceled, expired'(browser) {
      const unpaid = await create();
      await open(browser, unpaid.url);
      await browser.waitFor(heading, ['Choose a payment method']);
      const failed = await create();
      await force(failed.token, {
        status: 'PAYMENT_FAILED',
        statusUpdateDate: '2026-11-20T16:30:00.000Z',
      });
      await open(browser, failed.url);
      await browser.waitFor(() =>
        (document.querySelector('[role="alert"]')?.textContent ?? '').includes(
          'Payment failed to process',
        ),
      );
      for (const [status, text] of [
        ['PROCESSING', 'Payment Processing'],
        ['CANCELED', 'canceled'],
        ['EXPIRED', 'expired'],
      ]) {
        const created = await create();
        await force(created.token, { status });
        await open(browser, created.url);
        await browser.waitFor(heading, [text], 15_000, `the ${status} heading`);
      }
    },

    async 'the receipt and its PDF'(browser, notes) {
      const paid = await create();
      await force(paid.token, {
        status: 'PAID',
        methodPaidWith: 'card',
        datePaid: '2026-11-21T15:12:00.000Z',
      });
      await open(browser, `${paid.url}/receipt`);
      await browser.waitFor(heading, ['Receipt of payment']);
      await browser.waitFor(button, ['Print receipt']);
      // The receipt's PDF is the page printed (its print styles leave the page's chrome out).
      const pdf = await browser.pdf();
      if (pdf) assert.equal(pdf.subarray(0, 5).toString(), '%PDF-', 'the printed receipt is a PDF');
      else notes.push('no PDF: the driver has no Print command');
      await browser.screenshot(await shots(browser, 'receipt'));
    },

    async 'secured fields keep every character: key bursts, a paste, an autofill-style value'(
      browser,
    ) {
      await cardStep(browser);
      await browser.typeInFrame(NUMBER, '4111111111111111');
      assert.equal(await frameValue(browser, NUMBER), '4111 1111 1111 1111');
      await browser.typeInFrame(EXPIRY, '0330');
      assert.equal(await frameValue(browser, EXPIRY), '03/30');
      await browser.typeInFrame(CODE, '737');
      assert.equal(await frameValue(browser, CODE), '737');
      // A paste (one insertion of the whole value) and an autofill (the value set, one input event).
      const paste = (text) => {
        const input = document.getElementById('field');
        input.focus();
        input.select();
        document.execCommand('insertText', false, text);
        return input.value;
      };
      const autofill = (text) => {
        const input = document.getElementById('field');
        input.value = text;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        return input.value;
      };
      assert.equal(
        await browser.runInFrame(NUMBER, paste, '5555555555554444'),
        '5555 5555 5555 4444',
      );
      assert.equal(await browser.runInFrame(EXPIRY, paste, '12/31'), '12/31');
      assert.equal(await browser.runInFrame(CODE, autofill, '123'), '123');
      assert.equal(
        await browser.runInFrame(NUMBER, autofill, '4111 1111 1111 1111'),
        '4111 1111 1111 1111',
      );
    },

    async 'card: a 3-D Secure challenge, a decline, then a retry that pays'(browser) {
      await cardStep(browser);
      await fillCard(browser, '4212345678910006');
      await browser.run(() => {
        document.activeElement?.blur();
        [...document.querySelectorAll('h2')]
          .find((element) => element.textContent.includes('Card payment'))
          ?.scrollIntoView();
      });
      await browser.screenshot(await shots(browser, 'card-step'));
      await browser.click(button, 'Pay $640.00');
      await browser.waitFor(
        () => document.querySelector('iframe[title="Bank verification"]'),
        [],
        20_000,
        'the challenge',
      );
      // The sandbox bank's page: a wrong code declines the payment.
      await browser.typeInFrame('Bank verification', '0000', '#code');
      await browser.clickInFrame('Bank verification', 'button[value="submit"]');
      await browser.waitFor(
        () =>
          (document.querySelector('[role="alert"]')?.textContent ?? '').includes(
            'Your card was declined.',
          ),
        [],
        20_000,
        'the decline',
      );
      await browser.click(button, 'Try again');
      await browser.waitFor(framesReady, [], 20_000, 'the secured fields again');
      // The holder name and the billing address are kept; only the card's fields start empty.
      const kept = await browser.run(
        (label) =>
          [...document.querySelectorAll('label')].find((each) => each.textContent.trim() === label)
            ?.control?.value,
        'Name on card',
      );
      assert.equal(kept, 'Sam Rivera', 'the holder name kept after Try again');
      await fillSecured(browser, '4111111111111111');
      await browser.waitFor(formValid, [], 15_000, 'a valid card form');
      await browser.click(button, 'Pay $640.00');
      await browser.waitFor(urlEnds, ['/processing'], 20_000, 'the processing screen');
      await browser.waitFor(heading, ['Payment Processing']);
    },

    async 'pay by bank: the sandbox bank link, then Pay'(browser) {
      const created = await create({ paymentMethod: ['PayByBank'], sandbox: HELD_SETTLEMENT });
      await open(browser, created.url);
      await browser.click(button, 'Continue to payment');
      await browser.waitFor(heading, ['Select your bank']);
      await browser.click(containing, 'button', 'First Platypus Bank');
      await browser.type(labelled, 'user_good', 'Username');
      await browser.type(labelled, 'pass_good', 'Password');
      await browser.click(button, 'Sign in');
      await browser.click(containing, '[role="radio"], label', 'Plaid Checking');
      await browser.click(button, 'Continue');
      await browser.waitFor(heading, ['Authenticated bank']);
      await browser.click(button, 'Pay $640.00');
      await browser.waitFor(urlEnds, ['/processing'], 20_000, 'the processing screen');
    },

    async "the demo shop's card widget (script-tag build, frames on another origin)"(browser) {
      await browser.goto(`${baseUrl}/demo/checkout`);
      await browser.waitFor(heading, ['Checkout']);
      await browser.waitFor(framesReady, [], 20_000, 'the secured fields');
      await browser.typeInFrame(NUMBER, '4111111111111111');
      await browser.typeInFrame(EXPIRY, '0330');
      await browser.typeInFrame(CODE, '737');
      await browser.click(button, 'Pay $20.50');
      await browser.waitFor(heading, ['Payment complete'], 20_000, 'Payment complete');
    },

    async "the README's script-tag snippet on a merchant page of another origin"(browser) {
      // The merchant's server: the README's session calls, and a page with its script-tag snippet,
      // on 127.0.0.1 while the API is on localhost (two origins).
      const onApi = (code) => code.replaceAll('http://localhost:3000', baseUrl);
      const dir = mkdtempSync(path.join(os.tmpdir(), 'paypage-engines-shop-'));
      const module = path.join(dir, 'session.mjs');
      writeFileSync(module, onApi(readmeSnippet('widget-session')));
      const { cardSession } = await import(pathToFileURL(module).href);
      const server = http.createServer((request, response) => {
        const page = async () => {
          if (request.url === '/thanks')
            return '<!doctype html><title>Thanks</title><h1>Thank you</h1>';
          if (request.url !== '/') return null;
          const session = JSON.stringify(await cardSession());
          return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>A shop</title>
<script>const session = ${session};</script></head><body><main><h1>A shop</h1>
${onApi(readmeSnippet('widget-script-tag'))}</main></body></html>`;
        };
        page().then((html) => {
          response.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
          response.end(html ?? 'Not found');
        });
      });
      await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
      try {
        await browser.goto(`http://127.0.0.1:${server.address().port}/`);
        await browser.waitFor(heading, ['A shop']);
        await browser.waitFor(framesReady, [], 20_000, 'the secured fields');
        await browser.typeInFrame(NUMBER, '4111111111111111');
        await browser.typeInFrame(EXPIRY, '0330');
        await browser.typeInFrame(CODE, '737');
        await browser.click(button, 'Pay $20.50');
        await browser.waitFor(heading, ['Thank you'], 20_000, "the shop's thank-you page");
      } finally {
        server.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },

    async 'ACH and wire with copy'(browser) {
      for (const [method, title, copy] of [
        ['ACH', 'ACH Transfer', 'Copy routing number'],
        ['PayByWire', 'Wire Transfer', 'Copy account number'],
      ]) {
        const created = await create({ paymentMethod: [method] });
        await open(browser, created.url);
        await browser.click(button, 'Continue to payment');
        await browser.waitFor(heading, [title]);
        await browser.click(button, copy);
        await browser.waitFor(
          () => document.querySelector('[role="tooltip"]')?.textContent.includes('Copied'),
          [],
          10_000,
          `${copy}: Copied`,
        );
      }
    },
  };
}
