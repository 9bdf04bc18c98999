/**
 * A stand-in for another site's page, for stories and tests: same-origin (`srcdoc`), no network.
 * Like most pages it is taller and, in a small frame, wider than the frame, so its scrolling shows.
 */
export const samplePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Example Co.: confirm your details</title>
<style>
  body { margin: 0; padding: 20px; font: 15px/1.5 system-ui, sans-serif; color: #1b1f27; background: #fff; }
  header { display: flex; align-items: center; gap: 12px; min-width: 320px; padding-bottom: 12px; border-bottom: 1px solid #d7dbe0; }
  .logo { width: 40px; height: 40px; border-radius: 8px; background: #3b2a6b; color: #fff; display: grid; place-items: center; font-weight: 700; }
  h1 { font-size: 20px; margin: 16px 0 8px; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input { font: inherit; width: 100%; max-width: 240px; padding: 8px 10px; border: 1px solid #767d88; border-radius: 6px; box-sizing: border-box; }
  button { margin-top: 16px; font: inherit; font-weight: 600; padding: 10px 18px; border: 0; border-radius: 6px; background: #3b2a6b; color: #fff; }
  p.small { color: #4a515c; font-size: 13px; }
</style>
</head>
<body>
<header><div class="logo" aria-hidden="true">EC</div><strong>Example Co. sign-in</strong></header>
<main>
<h1>Confirm your details</h1>
<p>We sent a 6-digit code to the e-mail address you gave us. Enter it to carry on.</p>
<form onsubmit="return false">
<label for="code">One-time code</label>
<input id="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6">
<button type="submit">Confirm</button>
</form>
<p class="small">Didn't get a code? Wait a minute and ask for a new one. Never share this code with anyone.</p>
<p class="small">This page belongs to Example Co. and is shown inside the page you were on. Close it to go back.</p>
<p class="small">Example Co., 1 Example Plaza, Springfield.</p>
</main>
</body>
</html>`;
