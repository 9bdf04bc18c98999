import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PlaidScript from './plaid-script';

type Module = typeof PlaidScript;
let loader: Module;

const scripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter(
    (script) => script.src === loader.PLAID_LINK_SCRIPT_URL,
  );

function setPlaid(value: unknown) {
  (window as unknown as { Plaid?: unknown }).Plaid = value;
}

beforeEach(async () => {
  vi.resetModules();
  loader = await import('./plaid-script');
  setPlaid(undefined);
});

afterEach(() => {
  for (const script of scripts()) script.remove();
  setPlaid(undefined);
  vi.useRealTimers();
});

describe('loadPlaidScript', () => {
  it('resolves at once when Plaid is already on the page', async () => {
    setPlaid({ createEmbedded: () => ({ destroy: () => undefined }) });
    await expect(loader.loadPlaidScript()).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it('adds one script for any number of callers and resolves when window.Plaid arrives', async () => {
    const first = loader.loadPlaidScript();
    const second = loader.loadPlaidScript();
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.getAttribute('src')).toBe(
      'https://cdn.plaid.com/link/v2/stable/link-initialize.js',
    );
    setPlaid({ createEmbedded: () => ({ destroy: () => undefined }) });
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script fails, removes it, and tries afresh on the next call', async () => {
    const first = loader.loadPlaidScript();
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Plaid Link could not be loaded');
    expect(scripts()).toHaveLength(0);

    const retry = loader.loadPlaidScript();
    expect(retry).not.toBe(first);
    expect(scripts()).toHaveLength(1);
    setPlaid({ createEmbedded: () => ({ destroy: () => undefined }) });
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('rejects a script that loads without Plaid', async () => {
    const pending = loader.loadPlaidScript();
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(pending).rejects.toThrow('Plaid Link loaded without window.Plaid');
  });

  it('rejects a script that neither loads nor fails in time', async () => {
    vi.useFakeTimers();
    const pending = loader.loadPlaidScript();
    const settled = expect(pending).rejects.toThrow('Plaid Link did not load in time');
    await vi.advanceTimersByTimeAsync(loader.PLAID_SCRIPT_TIMEOUT_MS);
    await settled;
    expect(scripts()).toHaveLength(0);
  });

  it('replaces a script of the same address left by someone else', async () => {
    const stale = document.createElement('script');
    stale.src = loader.PLAID_LINK_SCRIPT_URL;
    document.body.append(stale);
    void loader.loadPlaidScript().catch(() => undefined);
    expect(stale.isConnected).toBe(false);
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event('error'));
  });
});
