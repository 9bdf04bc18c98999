/**
 * `riskData.clientData` of a payment (docs/widget.md#options "Payment data"): the device's signals
 * the processor's risk checks read, as base64 of JSON. Only what the browser says of itself —
 * never a card field, a name or an address — read when the payer pays.
 */

/** The signals' shape version (a processor reading them can tell a later shape apart). */
export const RISK_CLIENT_DATA_VERSION = 1;

export function riskClientData(win: Window, now: Date = new Date()): string {
  const { navigator, screen } = win;
  const signals = {
    version: RISK_CLIENT_DATA_VERSION,
    language: navigator.language,
    languages: [...(navigator.languages ?? [])].slice(0, 5),
    timeZone: Intl.DateTimeFormat('en-US').resolvedOptions().timeZone,
    timeZoneOffset: now.getTimezoneOffset(),
    screen: `${screen?.width ?? 0}x${screen?.height ?? 0}x${screen?.colorDepth ?? 0}`,
    pixelRatio: win.devicePixelRatio ?? 1,
    hardwareConcurrency: navigator.hardwareConcurrency ?? 0,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    cookieEnabled: navigator.cookieEnabled,
  };
  // JSON of these values is ASCII but for the time zone's and languages' names: UTF-8 first.
  const bytes = new TextEncoder().encode(JSON.stringify(signals));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return win.btoa(binary);
}
