// The demo shop's own script (served as /demo/shop.js): asks the shop's server for a card
// session, mounts the widget with it (README "Embedding the card widget"), and shows the outcome.
/* global Paypage */
(function () {
  const refused = document.getElementById('refused');

  // The cart's card session, kept in the tab (a shop keeps it with the cart on its server): a
  // reload continues the same payment, and the widget its order if a gift card paid part of it
  //. Forgotten once paid; one that no longer sets up is replaced by a fresh one.
  const SESSION_KEY = `paypage-demo-session${location.search}`;

  function keptSession() {
    try {
      return JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null');
    } catch {
      return null;
    }
  }

  function keepSession(value) {
    try {
      if (value) sessionStorage.setItem(SESSION_KEY, JSON.stringify(value));
      else sessionStorage.removeItem(SESSION_KEY);
    } catch {
      // storage blocked: a reload starts a new payment
    }
  }

  function showComplete() {
    keepSession(null);
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
      // `?stored=1`: the demo shopper, whose saved cards the shop lists.
      ...(query.get('stored') === '1' ? { stored: true } : {}),
    };
  }

  // The shop's 'Saved cards' list: each card, then a new card. Choosing one mounts the
  // widget with it (the stored-card form: the security code only), or the new-card form.
  function savedCards(cards, choose) {
    const fieldset = document.createElement('fieldset');
    fieldset.className = 'saved-cards';
    const legend = document.createElement('legend');
    legend.textContent = 'Saved cards';
    fieldset.append(legend);
    const NAMES = { visa: 'Visa', mc: 'Mastercard', amex: 'American Express' };
    const options = [
      ...cards.map((card) => ({
        id: card.id,
        label: `${NAMES[card.brand] || card.brand} •••• ${card.lastFour}, expires ${card.expiryMonth}/${card.expiryYear.slice(-2)}`,
      })),
      { id: '', label: 'A new card' },
    ];
    options.forEach((option, index) => {
      const label = document.createElement('label');
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'saved-card';
      input.value = option.id;
      input.checked = index === 0;
      input.addEventListener('change', () => choose(option.id || undefined));
      label.append(input, ` ${option.label}`);
      fieldset.append(label);
    });
    document.getElementById('card-widget').before(fieldset);
    choose(options[0].id || undefined);
  }

  // The demo's address search (`?addressSearch`): what a shop's address service would answer,
  // here three US addresses matched by street or city. The widget calls it 300 ms after the payer
  // stops typing; choosing one fills the billing address (docs/widget.md#options).
  const SAMPLE_ADDRESSES = [
    ['500 Market St', 'San Francisco', 'CA', '94105'],
    ['500 N Market St', 'Wilmington', 'DE', '19801'],
    ['1600 Pennsylvania Ave NW', 'Washington', 'DC', '20500'],
  ].map(([street, city, stateOrProvince, postalCode], index) => ({
    id: `demo-${index}`,
    name: `${street}, ${city}, ${stateOrProvince} ${postalCode}`,
    street,
    city,
    stateOrProvince,
    postalCode,
    country: 'US',
  }));

  function sampleAddressLookup(value, actions) {
    const text = value.toLowerCase();
    actions.resolve(SAMPLE_ADDRESSES.filter((each) => each.name.toLowerCase().includes(text)));
  }

  async function newSession() {
    const answer = await fetch('/demo/checkout/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(flows()),
    });
    if (!answer.ok) return null;
    const created = await answer.json();
    keepSession(created);
    return created;
  }

  let mounted = null;

  async function start() {
    const kept = keptSession();
    const created = kept ?? (await newSession());
    if (!created) {
      refused.textContent = 'Card payments are not available right now. Try again later.';
      refused.hidden = false;
      return;
    }
    const { session, clientKey, environment, storedPaymentMethods } = created;
    // `?korean` shows Korean authentication for Korean cards (the sandbox's 4561 0000 0000 0003).
    const korean = new URLSearchParams(location.search).has('korean');
    // `?instalments=1` offers instalments: 1, 3 or 6 for any card (3 chosen first), and for
    // Mastercard 1 to 3 or a revolving payment.
    const instalments = new URLSearchParams(location.search).get('instalments') === '1';
    // `?addressSearch` asks for the billing address through the address search.
    const addressSearch = new URLSearchParams(location.search).has('addressSearch');
    const options = {
      session,
      clientKey,
      environment,
      context: `${location.origin}/api/v1`,
      // The co-badged schemes too: their cards offer the choice of brand (the bin lookup's).
      brands: ['visa', 'mc', 'amex', 'cartebancaire', 'bcmc', 'maestro'],
      ...(korean ? { koreanAuthenticationRequired: true } : {}),
      ...(instalments
        ? {
            installmentOptions: {
              card: { values: [1, 3, 6], preselectedValue: 3 },
              mc: { values: [1, 2, 3], plans: ['regular', 'revolving'] },
            },
          }
        : {}),
      // `?giftcard=1` offers to pay part with a gift card (the sandbox's test gift cards).
      ...(new URLSearchParams(location.search).get('giftcard') === '1' ? { giftCards: true } : {}),
      ...(addressSearch
        ? { billingAddressRequired: true, onAddressLookup: sampleAddressLookup }
        : {}),
      onPaymentCompleted: showComplete,
      onPaymentFailed: showRefused,
      // A kept session that no longer sets up (expired, or its payment made): a fresh one.
      onError: (error) => {
        if (!kept || !/\/setup\b/.test(error.message)) return;
        keepSession(null);
        mounted?.unmount();
        document.querySelector('.saved-cards')?.remove();
        void start();
      },
    };
    if (!storedPaymentMethods) {
      mounted = Paypage.mountCardWidget('#card-widget', options);
      return;
    }
    savedCards(storedPaymentMethods, (storedPaymentMethodId) => {
      if (mounted) mounted.unmount();
      mounted = Paypage.mountCardWidget('#card-widget', {
        ...options,
        ...(storedPaymentMethodId ? { storedPaymentMethodId } : {}),
      });
    });
  }

  void start();
})();
