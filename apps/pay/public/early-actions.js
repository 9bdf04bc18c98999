/*
 * Keeps a press made before the page is live: on a control marked data-early-action,
 * while <html data-ready> is absent, its default held back. The app takes the presses once live
 * (which stops this) and makes them again: apps/pay/src/ssr/early-actions.ts.
 *
 * In the build this is the page's one script before its first paint, written into the HTML
 * (apps/pay/vite.config.ts, entryAfterPaint; the API's policy allows it by its hash): it starts
 * the app. Its tag's data-modules lists the entry, data-preload the hydration's modules. A page
 * the server rendered (it carries the app's data) paints first: nothing is requested until the
 * frame after both the end of the parse and the first contentful paint (the largest text may be
 * painted in a later frame than the first), then the entry and the hydration are requested
 * together and the entry is told the page has painted (whenPainted). No request of the app's is
 * in the first paint's path (Lighthouse's simulated LCP counts every one that ends before it). A
 * page the app draws itself starts at once. In development (no data-modules) the page's own
 * <script type="module"> is the entry: then this only records and tells.
 */
(function () {
  var root = document.documentElement;
  var tag = document.currentScript;
  function list(name) {
    return ((tag && tag.getAttribute(name)) || '').split(' ').filter(Boolean);
  }
  var modules = list('data-modules');
  var preloads = list('data-preload');
  var recorder = { preloaded: false };
  // A preloaded module is fetched and compiled off the main thread. 8 links a task: writing 45
  // at once held a phone-speed main thread for about 120 ms.
  function preload(files) {
    files.slice(0, 8).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      link.fetchPriority = 'low';
      document.head.appendChild(link);
    });
    if (files.length > 8) {
      setTimeout(function () {
        preload(files.slice(8));
      }, 0);
    }
  }
  function start() {
    if (!modules.length) return;
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.src = modules[0];
    entry.crossOrigin = '';
    entry.fetchPriority = 'low';
    document.head.appendChild(entry);
  }
  var hasPainted = false;
  var waiting = [];
  /** Calls back once the page has painted (at once if it has): see onPainted() below. */
  recorder.whenPainted = function (callback) {
    if (hasPainted) setTimeout(callback, 0);
    else waiting.push(callback);
  };
  // The first contentful paint has come and the document is parsed: the frame after this one
  // has painted all of it. Then the app's modules are requested and the app is told.
  function onPainted() {
    requestAnimationFrame(function () {
      setTimeout(function () {
        start();
        preload(modules.slice(1).concat(preloads));
        recorder.preloaded = preloads.length > 0;
        hasPainted = true;
        waiting.splice(0).forEach(function (callback) {
          callback();
        });
      }, 0);
    });
  }
  // Older browsers without paint timing: the next frame.
  function afterPaint() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') === -1) {
      requestAnimationFrame(onPainted);
      return;
    }
    var observer = new PerformanceObserver(function (entries) {
      var contentful = entries.getEntries().some(function (entry) {
        return entry.name === 'first-contentful-paint';
      });
      if (!contentful) return;
      observer.disconnect();
      onPainted();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  // Once the document is parsed, a page the server rendered (it carries the app's data at its
  // end) waits for its paint; the app draws any other page itself, at once.
  function whenParsed() {
    if (document.getElementById('paypage-data')) afterPaint();
    else {
      start();
      preload(modules.slice(1));
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
  var pressed = [];
  function record(event) {
    if (root.hasAttribute('data-ready')) return;
    var target = event.target;
    var control = target && target.closest ? target.closest('[data-early-action]') : null;
    if (!control || control.disabled) return;
    event.preventDefault();
    pressed.push(control.getAttribute('data-early-action'));
  }
  document.addEventListener('click', record, true);
  recorder.take = function () {
    document.removeEventListener('click', record, true);
    return pressed.splice(0);
  };
  window.paypageEarlyActions = recorder;
})();
