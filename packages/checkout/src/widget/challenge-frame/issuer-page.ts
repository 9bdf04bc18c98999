/**
 * A stand-in for an issuer's challenge page, for stories and tests: same-origin (`srcdoc`), no
 * network. Like real issuers' pages it is taller and, at the small window sizes, wider than the
 * frame, so the frame's scrolling shows.
 */
export const issuerPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Demo Bank: confirm your purchase</title>
<style>
  body { margin: 0; padding: 20px; font: 15px/1.5 system-ui, sans-serif; color: #1b1f27; background: #fff; }
  header { display: flex; align-items: center; gap: 12px; min-width: 320px; padding-bottom: 12px; border-bottom: 1px solid #d7dbe0; }
  .logo { width: 40px; height: 40px; border-radius: 8px; background: #243b6b; color: #fff; display: grid; place-items: center; font-weight: 700; }
  h1 { font-size: 20px; margin: 16px 0 8px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 16px 0; }
  dt { color: #4a515c; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input { font: inherit; width: 100%; max-width: 240px; padding: 8px 10px; border: 1px solid #767d88; border-radius: 6px; box-sizing: border-box; }
  button { margin-top: 16px; font: inherit; font-weight: 600; padding: 10px 18px; border: 0; border-radius: 6px; background: #243b6b; color: #fff; }
  p.small { color: #4a515c; font-size: 13px; }
</style>
</head>
<body>
<header><div class="logo" aria-hidden="true">DB</div><strong>Demo Bank SecureCode</strong></header>
<main>
<h1>Confirm your purchase</h1>
<p>We sent a 6-digit code to the mobile number ending in 0132. Enter it to confirm this purchase.</p>
<dl><dt>Merchant</dt><dd>Acme Design Studio</dd><dt>Amount</dt><dd>$1,250.00</dd><dt>Card</dt><dd>Visa ending in 1111</dd></dl>
<form onsubmit="return false">
<label for="code">One-time code</label>
<input id="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6">
<button type="submit">Confirm</button>
</form>
<p class="small">Didn't get a code? Wait a minute and ask for a new one. Never share this code with anyone, including Demo Bank staff.</p>
<p class="small">This page is part of 3-D Secure, which protects your card against unauthorised use online. If you did not start this purchase, close this window and call the number on the back of your card.</p>
<p class="small">Demo Bank, 1 Example Plaza, Springfield. Member FDIC.</p>
</main>
</body>
</html>`;
