import { describe, expect, it, vi } from 'vitest';
import type { EmbedOptions } from '@paypage/checkout/widget';
import { createWidgetGlobal, WIDGET_RUNTIME, type WidgetModule } from './script-queue';

const options = (extra: Record<string, unknown> = {}) =>
  ({ session: { id: 'CS1', sessionData: 'x' }, ...extra }) as unknown as EmbedOptions;

function loadedModule() {
  const mounted = { unmount: vi.fn(), update: vi.fn() };
  const module = {
    mountCardWidget: vi.fn(() => mounted),
    CheckoutError: class {} as unknown as WidgetModule['CheckoutError'],
    EMBED_ERRORS: {} as WidgetModule['EMBED_ERRORS'],
  };
  return { module, mounted };
}

describe('window.Paypage before and after the widget module loads', () => {
  it('queues mounts made before the module and runs them in order when it arrives', () => {
    const global = createWidgetGlobal('0.1.0');
    const first = options({ locale: 'en-US' });
    const second = options({ locale: 'pt-BR' });
    global.mountCardWidget('#one', first);
    global.mountCardWidget('#two', second);
    const { module } = loadedModule();
    expect(module.mountCardWidget).not.toHaveBeenCalled();
    global[WIDGET_RUNTIME].ready(module);
    expect(module.mountCardWidget.mock.calls).toEqual([
      ['#one', first],
      ['#two', second],
    ]);
    expect(global.CheckoutError).toBe(module.CheckoutError);
  });

  it('mounts at once once the module is there', () => {
    const global = createWidgetGlobal('0.1.0');
    const { module, mounted } = loadedModule();
    global[WIDGET_RUNTIME].ready(module);
    expect(global.mountCardWidget('#one', options())).toBe(mounted);
  });

  it("a waiting mount's handle: an update before the load mounts the latest options; an unmount mounts nothing", () => {
    const global = createWidgetGlobal('0.1.0');
    const kept = global.mountCardWidget('#one', options());
    const latest = options({ locale: 'ko-KR' });
    kept.update(latest);
    global.mountCardWidget('#two', options()).unmount();
    const { module, mounted } = loadedModule();
    global[WIDGET_RUNTIME].ready(module);
    expect(module.mountCardWidget.mock.calls).toEqual([['#one', latest]]);
    kept.unmount();
    expect(mounted.unmount).toHaveBeenCalledOnce();
  });

  it("a waiting mount's integration error goes to its onError (or is reported as uncaught)", () => {
    const global = createWidgetGlobal('0.1.0');
    const onError = vi.fn();
    global.mountCardWidget('#nowhere', options({ onError }));
    const { module } = loadedModule();
    module.mountCardWidget.mockImplementation(() => {
      throw new Error('The card widget could not find #nowhere');
    });
    global[WIDGET_RUNTIME].ready(module);
    expect(onError).toHaveBeenCalledWith({
      name: 'IMPLEMENTATION_ERROR',
      message: 'The card widget could not find #nowhere',
    });
  });

  it('a module that cannot load is a SCRIPT_ERROR for every mount, waiting or later', () => {
    const global = createWidgetGlobal('0.1.0');
    const onError = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    global.mountCardWidget('#one', options({ onError }));
    global[WIDGET_RUNTIME].failed('https://cdn.test/widget.js');
    global.mountCardWidget('#two', options({ onError }));
    const failure = {
      name: 'SCRIPT_ERROR',
      message: 'The card widget could not load https://cdn.test/widget.js',
    };
    expect(onError.mock.calls).toEqual([[failure], [failure]]);
    expect(error).toHaveBeenCalledWith(failure.message);
    error.mockRestore();
  });
});
