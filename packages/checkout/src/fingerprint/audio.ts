/**
 * The audio part of the device fingerprint: how this device renders a fixed sound offline
 * (differences in audio stacks and floating-point hardware show in the samples). Gives up after
 * 1 second (spec §9), e.g. when a browser suspends audio in a background tab.
 */

/** Spec §9: the audio part times out after 1 second. */
export const AUDIO_SIGNAL_TIMEOUT_MS = 1000;

type OfflineContextConstructor = new (
  channels: number,
  length: number,
  sampleRate: number,
) => OfflineAudioContext;

export type AudioSignalOptions = {
  timeoutMs?: number;
  /** The OfflineAudioContext constructor (injectable for tests); the browser's by default. */
  OfflineContext?: OfflineContextConstructor | null;
};

const SAMPLE_RATE = 44_100;
const LENGTH = 5000;

function browserOfflineContext(): OfflineContextConstructor | null {
  const scope = globalThis as {
    OfflineAudioContext?: OfflineContextConstructor;
    webkitOfflineAudioContext?: OfflineContextConstructor;
  };
  return scope.OfflineAudioContext ?? scope.webkitOfflineAudioContext ?? null;
}

function render(context: OfflineAudioContext): Promise<AudioBuffer> {
  return new Promise((resolve, reject) => {
    context.oncomplete = (event) => resolve(event.renderedBuffer);
    // Older WebKit returns nothing and reports through `oncomplete` only.
    const rendering = context.startRendering() as Promise<AudioBuffer> | undefined;
    rendering?.then(resolve, reject);
  });
}

/**
 * A string summarising the rendered samples, or 'unsupported' (no Web Audio), 'timeout' (no
 * result within the time limit) or 'error'. Never rejects.
 */
export async function audioSignal(options: AudioSignalOptions = {}): Promise<string> {
  const OfflineContext =
    options.OfflineContext === undefined ? browserOfflineContext() : options.OfflineContext;
  if (!OfflineContext) return 'unsupported';
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const context = new OfflineContext(1, LENGTH, SAMPLE_RATE);
    const oscillator = context.createOscillator();
    oscillator.type = 'triangle';
    oscillator.frequency.value = 10_000;
    const compressor = context.createDynamicsCompressor();
    compressor.threshold.value = -50;
    compressor.knee.value = 40;
    compressor.ratio.value = 12;
    compressor.attack.value = 0;
    compressor.release.value = 0.25;
    oscillator.connect(compressor);
    compressor.connect(context.destination);
    oscillator.start(0);

    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), options.timeoutMs ?? AUDIO_SIGNAL_TIMEOUT_MS);
    });
    const buffer = await Promise.race([render(context), timeout]);
    if (buffer === 'timeout') return 'timeout';
    const samples = buffer.getChannelData(0);
    let sum = 0;
    for (let index = 4500; index < samples.length; index += 1) sum += Math.abs(samples[index] ?? 0);
    return sum.toString();
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}
