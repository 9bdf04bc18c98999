/*
 * Keeps a press made before the page is live (issue 21): on a control marked data-early-action,
 * while <html data-ready> is absent, its default held back. The app takes the presses once live
 * (which stops this) and makes them again: apps/pay/src/ssr/early-actions.ts.
 *
 * In the build it also starts the app once the page has painted: its tag's data-modules lists the
 * entry, then the modules to preload with it; data-preload lists the hydration's modules (which
 * the entry runs), preloaded from the first contentful paint on (apps/pay/vite.config.ts,
 * entryAfterFirstPaint).
 */
(function () {
  var root = document.documentElement;
  var tag = document.currentScript;
  function list(name) {
    return ((tag && tag.getAttribute(name)) || '').split(' ').filter(Boolean);
  }
  var modules = list('data-modules');
  var preloads = list('data-preload');
  var recorder = {};
  // A preloaded module is fetched and compiled off the main thread. 8 links a task: writing 45
  // at once held a phone-speed main thread for about 120 ms.
  function preload(files) {
    files.slice(0, 8).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
    if (files.length > 8) {
      setTimeout(function () {
        preload(files.slice(8));
      }, 0);
    }
  }
  function start() {
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.src = modules[0];
    entry.crossOrigin = '';
    document.head.appendChild(entry);
  }
  // A page the app draws itself: at once.
  function startNow() {
    start();
    preload(modules.slice(1));
  }
  // A painted page: every module is requested at once (after the paint, out of its path); the
  // entry runs after the next frame (the first paint may have come before the parse ended, the
  // largest text after it), told that the page has painted, so it waits for no paint of its own,
  // and whether its hydration is preloaded.
  function startAfterPaint() {
    preload(modules.concat(preloads));
    requestAnimationFrame(function () {
      setTimeout(function () {
        recorder.startedAfterPaint = preloads.length ? 'preloaded' : 'painted';
        start();
      }, 0);
    });
  }
  // Once the first contentful paint is recorded (a frame's callbacks can run before its paint
  // is presented); where paint timing is missing, after the next frame.
  function afterPaint() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') === -1) {
      requestAnimationFrame(startAfterPaint);
      return;
    }
    var observer = new PerformanceObserver(function (entries) {
      var painted = entries.getEntries().some(function (entry) {
        return entry.name === 'first-contentful-paint';
      });
      if (!painted) return;
      observer.disconnect();
      startAfterPaint();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  // Once the document is parsed (the entry reads the server's page data at its end): a page the
  // server rendered (it carries that data) paints first; any other is drawn by the app, at once.
  function whenParsed() {
    if (document.getElementById('paypage-data')) afterPaint();
    else startNow();
  }
  if (modules.length) {
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', whenParsed);
    else whenParsed();
  }
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
