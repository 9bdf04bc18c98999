/*
 * Keeps a press made before the page is live (issue 21): on a control marked data-early-action,
 * while <html data-ready> is absent, its default held back. The app takes the presses once live
 * (which stops this) and makes them again: apps/pay/src/ssr/early-actions.ts.
 */
(function () {
  var root = document.documentElement;
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
