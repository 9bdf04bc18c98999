// The demo shop's own script (served as /demo/shop.js): asks the shop's server for a card
// session, mounts the widget with it (README "Embedding the card widget"), and shows the outcome.
/* global Paypage */
(function () {
  const refused = document.getElementById('refused');

  function showComplete() {
    document.getElementById('payment').hidden = true;
    const complete = document.getElementById('complete');
    complete.hidden = false;
    complete.focus();
  }

  function showRefused(response) {
    refused.textContent =
      response.resultCode === 'Refused'
        ? 'The payment was refused. Check the card details, or pay with another card.'
        : 'The payment did not go through. Try again, or pay with another card.';
    refused.hidden = false;
  }

  // Click to Pay and the fast-checkout sign-up, when the page's address asks for them:
  // ?ctp=<shopper e-mail>&ctpRecognised=<e-mail the device remembers>&fastCheckout=1; the
  // wallets with their sandbox outcome: ?wallet=paid|unavailable|script-error|authorisation-error.
  function flows() {
    const query = new URLSearchParams(location.search);
    const shopperEmail = query.get('ctp');
    const recognisedEmail = query.get('ctpRecognised');
    return {
      ...(shopperEmail !== null || recognisedEmail !== null
        ? { clickToPay: { shopperEmail: shopperEmail || null, recognisedEmail } }
        : {}),
      ...(query.get('fastCheckout') === '1' ? { fastCheckout: true } : {}),
      ...(query.get('wallet') ? { wallet: query.get('wallet') } : {}),
    };
  }

  async function start() {
    const answer = await fetch('/demo/checkout/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(flows()),
    });
    if (!answer.ok) {
      refused.textContent = 'Card payments are not available right now. Try again later.';
      refused.hidden = false;
      return;
    }
    const { session, clientKey, environment } = await answer.json();
    // `?korean` shows Korean authentication for Korean cards (the sandbox's 4561 0000 0000 0003).
    const korean = new URLSearchParams(location.search).has('korean');
    Paypage.mountCardWidget('#card-widget', {
      session,
      clientKey,
      environment,
      context: `${location.origin}/api/v1`,
      // The co-badged schemes too: their cards offer the choice of brand (the bin lookup's).
      brands: ['visa', 'mc', 'amex', 'cartebancaire', 'bcmc', 'maestro'],
      ...(korean ? { koreanAuthenticationRequired: true } : {}),
      onPaymentCompleted: showComplete,
      onPaymentFailed: showRefused,
    });
  }

  void start();
})();
