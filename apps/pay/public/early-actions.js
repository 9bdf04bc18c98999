/*
 * The early-action recorder (issue 21): a classic script the page loads async from its own
 * origin, before the app. A served page paints before the app's code runs, so a payer can press
 * a control before the page is live; this keeps such a press on a control marked
 * `data-early-action` (a click, or the click a key press makes: Enter, Space, a form's Enter).
 * The browser's own default for it is held back (a form's submit would reload the page), nothing
 * else is touched. Once live, the app takes the presses (`paypageEarlyActions.take()`, which
 * stops the recorder) and replays them on the same controls (apps/pay/src/ssr/early-actions.ts).
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
