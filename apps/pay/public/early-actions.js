/*
 * Keeps a press made before the page is live (issue 21): on a control marked data-early-action,
 * while <html data-ready> is absent, its default held back. The app takes the presses once live
 * (which stops this) and makes them again: apps/pay/src/ssr/early-actions.ts.
 *
 * It also tells the app when a page the server rendered has painted (whenPainted), and in the
 * build preloads the hydration's modules then, listed in its tag's data-preload
 * (apps/pay/vite.config.ts, hydrationPreloadedAtPaint). The app's entry is the page's own
 * <script type="module">: a page whose recorder does not load still starts (src/main.tsx).
 */
(function () {
  var root = document.documentElement;
  var tag = document.currentScript;
  var preloads = ((tag && tag.getAttribute('data-preload')) || '').split(' ').filter(Boolean);
  var recorder = { preloaded: false };
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
  var hasPainted = false;
  var waiting = [];
  /** Calls back once the page has painted (at once if it has): see onPainted() below. */
  recorder.whenPainted = function (callback) {
    if (hasPainted) setTimeout(callback, 0);
    else waiting.push(callback);
  };
  // The modules are requested at the paint (after it, out of its path); the app is told a frame
  // later (the first paint may have come before the parse ended, the largest text after it).
  function onPainted() {
    preload(preloads);
    recorder.preloaded = preloads.length > 0;
    requestAnimationFrame(function () {
      setTimeout(function () {
        hasPainted = true;
        waiting.splice(0).forEach(function (callback) {
          callback();
        });
      }, 0);
    });
  }
  // Once the first contentful paint is recorded (a frame's callbacks can run before its paint
  // is presented); where paint timing is missing, after the next frame.
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
  // end); the app draws any other page itself, at once, and asks nothing.
  function whenParsed() {
    if (document.getElementById('paypage-data')) afterPaint();
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
