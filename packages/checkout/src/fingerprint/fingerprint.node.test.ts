import { createHash } from 'node:crypto';
import { deviceFingerprintSchema } from '@paypage/contract/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { invoiceRequest } from '../mocks/fixtures';
import { createHandlers } from '../mocks/handlers';
import { setupMockServer } from '../mocks/node';
import { AUDIO_SIGNAL_TIMEOUT_MS, audioSignal } from './audio';
import { createFingerprinter, captureDeviceFingerprint } from './capture';
import {
  canonicalSignals,
  collectDeviceSignals,
  deviceIdFromSignals,
  type DeviceSignals,
} from './signals';

const API = 'http://localhost/api/v1';
const server = setupMockServer(() => createHandlers({ paymentRequest: invoiceRequest }));

const signals: DeviceSignals = {
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/156.0.8078.12 Safari/537.36',
  platform: 'macOS',
  locale: 'en-US',
  languages: ['en-US', 'en'],
  timezone: 'America/New_York',
  screen: '1512x982x30@2',
  hardwareConcurrency: 8,
  deviceMemory: 8,
  maxTouchPoints: 0,
  audio: '124.04347527516074',
};

/** An OfflineAudioContext stand-in whose rendering resolves (or never does). */
function fakeAudioContext(render: 'resolve' | 'never' | 'throw') {
  const param = () => ({ value: 0 });
  return class {
    oncomplete: ((event: { renderedBuffer: AudioBuffer }) => void) | null = null;
    destination = {};
    constructor(
      readonly channels: number,
      readonly length: number,
    ) {
      if (render === 'throw') throw new Error('Audio is blocked');
    }
    createOscillator() {
      return { type: '', frequency: param(), connect: vi.fn(), start: vi.fn() };
    }
    createDynamicsCompressor() {
      return {
        threshold: param(),
        knee: param(),
        ratio: param(),
        attack: param(),
        release: param(),
        connect: vi.fn(),
      };
    }
    startRendering() {
      if (render === 'never') return new Promise(() => undefined);
      const samples = new Float32Array(this.length).fill(-0.25);
      return Promise.resolve({ getChannelData: () => samples } as unknown as AudioBuffer);
    }
  } as unknown as new (channels: number, length: number, rate: number) => OfflineAudioContext;
}

describe('audio signal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sums the rendered samples', async () => {
    await expect(audioSignal({ OfflineContext: fakeAudioContext('resolve') })).resolves.toBe('125');
  });

  it('gives up after 1 second', async () => {
    const signal = audioSignal({ OfflineContext: fakeAudioContext('never') });
    let settled: string | undefined;
    void signal.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(AUDIO_SIGNAL_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('timeout');
  });

  it('never fails: no Web Audio, or audio that throws', async () => {
    await expect(audioSignal({ OfflineContext: null })).resolves.toBe('unsupported');
    await expect(audioSignal({ OfflineContext: fakeAudioContext('throw') })).resolves.toBe('error');
  });
});

describe('device id', () => {
  it('is the SHA-256 (hex) of the canonical signals', async () => {
    const expected = createHash('sha256').update(canonicalSignals(signals)).digest('hex');
    await expect(deviceIdFromSignals(signals)).resolves.toBe(expected);
  });

  it('stays the same across a browser update, and differs across devices', async () => {
    const updated = {
      ...signals,
      userAgent: signals.userAgent.replace('156.0.8078.12', '157.0.8123.4'),
    };
    const other = { ...signals, screen: '390x844x24@3' };
    const id = await deviceIdFromSignals(signals);
    expect(await deviceIdFromSignals(updated)).toBe(id);
    expect(await deviceIdFromSignals({ ...signals })).toBe(id);
    expect(await deviceIdFromSignals(other)).not.toBe(id);
    expect(await deviceIdFromSignals({ ...signals, audio: 'timeout' })).not.toBe(id);
  });

  it('collects signals even where the browser offers few (no navigator, no screen)', async () => {
    const collected = await collectDeviceSignals({ OfflineContext: null });
    expect(collected.audio).toBe('unsupported');
    expect(collected.timezone).toBeTruthy();
    expect(await deviceIdFromSignals(collected)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('fingerprint record', () => {
  const client = () => createApiClient({ baseUrl: API });
  const now = () => new Date('2026-11-22T17:00:00.000Z');

  it('has the spec’s fields, with clientIp from client-info', async () => {
    const record = await captureDeviceFingerprint({
      client: client(),
      collectSignals: async () => signals,
      now,
    });
    expect(deviceFingerprintSchema.parse(record)).toEqual({
      deviceId: await deviceIdFromSignals(signals),
      clientIp: '203.0.113.24',
      platform: 'macOS',
      userAgent: signals.userAgent,
      timezone: 'America/New_York',
      locale: 'en-US',
      capturedAt: '2026-11-22T17:00:00.000Z',
    });
  });

  it('still captures when client-info fails (empty clientIp)', async () => {
    server.use(
      ...createHandlers({ paymentRequest: invoiceRequest, failures: { 'client-info': 'error' } }),
    );
    const record = await captureDeviceFingerprint({
      client: client(),
      collectSignals: async () => signals,
      now,
    });
    expect(record.clientIp).toBe('');
  });

  it('is captured once and sent once per token per page load', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/fingerprint')) sent.push(await request.clone().json());
    });
    const collectSignals = vi.fn(async () => signals);
    const fingerprinter = createFingerprinter({ client: client(), collectSignals, now });
    await Promise.all([
      fingerprinter.sendOnce('tok_a'),
      fingerprinter.sendOnce('tok_a'),
      fingerprinter.sendOnce('tok_b'),
    ]);
    await fingerprinter.sendOnce('tok_a');
    expect(collectSignals).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({ fingerprint: await fingerprinter.get() });
  });

  it('never fails: a capture that throws sends nothing and reads null', async () => {
    const fetch = vi.fn();
    const fingerprinter = createFingerprinter({
      client: createApiClient({ baseUrl: API, fetch }),
      collectSignals: () => Promise.reject(new Error('blocked')),
    });
    await expect(fingerprinter.sendOnce('tok_a')).resolves.toBeUndefined();
    await expect(fingerprinter.get()).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1); // client-info only
  });

  it('never fails: a send that fails resolves', async () => {
    server.use(
      ...createHandlers({ paymentRequest: invoiceRequest, failures: { fingerprint: 'error' } }),
    );
    const fingerprinter = createFingerprinter({
      client: client(),
      collectSignals: async () => signals,
    });
    await expect(fingerprinter.sendOnce('tok_a')).resolves.toBeUndefined();
  });
});
