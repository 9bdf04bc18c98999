/**
 * The simulated frames' `settle`: it waits for the page's requests as for the frames' encryption,
 * in every test (not only a worker's first), and leaves the page's `fetch` as it found it.
 */
import { exampleSecuredFields } from '@paypage/contract/fixtures';
import { render } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMockServer } from '../../mocks/node';
import { PAYER_PAGE_CARD_BRANDS } from '../form/card-constants';
import { CardWidget } from '../card-widget/card-widget';
import { connectSimulatedFrames } from './simulated-frames';
import type { CardWidgetState } from '../options/widget-types';

/** A request answered this long after it is made (by the mocks' server). */
const SLOW_URL = 'https://api.example.test/slow';
const ANSWER_MS = 50;

setupMockServer([
  http.get(SLOW_URL, async () => {
    await delay(ANSWER_MS);
    return HttpResponse.json({});
  }),
]);

async function renderReady() {
  const onChange = vi.fn<(state: CardWidgetState) => void>();
  render(
    <CardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: 125_000, currency: 'USD' }}
      brands={PAYER_PAGE_CARD_BRANDS}
      today={new Date('2026-11-22T17:00:00.000Z')}
      onSubmit={vi.fn()}
      onAdditionalDetails={vi.fn()}
      onChange={onChange}
    />,
  );
  const frames = await connectSimulatedFrames();
  return { frames, lastState: () => onChange.mock.calls.at(-1)?.[0] };
}

describe('settle', () => {
  let fetchBefore: typeof fetch | undefined;

  it('waits for a request in flight', async () => {
    fetchBefore = globalThis.fetch;
    const { frames } = await renderReady();
    let answered = false;
    void fetch(SLOW_URL).then(() => {
      answered = true;
    });
    await frames.settle();
    expect(answered).toBe(true);
  });

  it('leaves the page’s fetch (the mocks’ server’s) as it was once a test ends', () => {
    expect(globalThis.fetch).toBe(fetchBefore);
  });

  it.each(['first', 'second'])(
    'waits for the frames’ encryption in a %s test of the file too',
    async () => {
      const { frames, lastState } = await renderReady();
      await frames.type('cardNumber', '4111111111111111');
      // The number is valid as soon as typed; its blob only once its encryption has ended.
      expect(lastState()?.data.paymentMethod).toHaveProperty('encryptedCardNumber');
    },
  );
});
