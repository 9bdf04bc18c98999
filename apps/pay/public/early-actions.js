/*
 * Keeps a press made before the page is live (issue 21): on a control marked data-early-action,
 * while <html data-ready> is absent, its default held back. The app takes the presses once live
 * (which stops this) and makes them again: apps/pay/src/ssr/early-actions.ts.
 *
 * In the build it also starts the app once the page has painted: its tag's data-modules lists the
 * entry, then the modules to preload with it (apps/pay/vite.config.ts, entryAfterFirstPaint).
 */
(function () {
  var root = document.documentElement;
  var modules =
    (document.currentScript && document.currentScript.getAttribute('data-modules')) || '';
  function start() {
    modules
      .split(' ')
      .filter(Boolean)
      .forEach(function (src, index) {
        var element = document.createElement(index === 0 ? 'script' : 'link');
        if (index === 0) {
          element.type = 'module';
          element.src = src;
        } else {
          element.rel = 'modulepreload';
          element.href = src;
        }
        element.crossOrigin = '';
        document.head.appendChild(element);
      });
  }
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // Once the first contentful paint is recorded (a frame's callbacks can run before its paint
  // is presented), then after the next frame (the first paint may have come before the parse
  // ended, the largest text after it); where paint timing is missing, after the next frame.
  function afterPaint() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') === -1) {
      afterNextFrame();
      return;
    }
    var observer = new PerformanceObserver(function (list) {
      var painted = list.getEntries().some(function (entry) {
        return entry.name === 'first-contentful-paint';
      });
      if (!painted) return;
      observer.disconnect();
      afterNextFrame();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  // Once the document is parsed (the entry reads the server's page data at its end): a page the
  // server rendered (it carries that data) paints first; any other is drawn by the app, at once.
  function whenParsed() {
    if (document.getElementById('paypage-data')) afterPaint();
    else start();
  }
  if (modules) {
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
  window.paypageEarlyActions = {
    take: function () {
      document.removeEventListener('click', record, true);
      return pressed.splice(0);
    },
  };
})();
