/**
 * Link rules (docs/widget.md#validation): disclaimer links must be https URLs; the fast-checkout terms and
 * privacy links must be valid web URLs. Checked by shape (no `URL` global: the rules run anywhere).
 */

/**
 * scheme://host[:port][/path|?query|#fragment]; the host is a domain name (letters in any script),
 * `localhost`, an IPv4 address or a bracketed IPv6 address. User info (`https://a@b`) is refused:
 * it is how look-alike links hide their real host.
 */
const WEB_URL =
  /^(https?):\/\/((?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}|localhost|(?:\d{1,3}\.){3}\d{1,3}|\[[\da-f:.]+\])(?::(\d{1,5}))?(?:[/?#][^\s]*)?$/iu;

/** Whether the value is an absolute http or https URL (or only https with `httpsOnly`). */
export function isValidWebUrl(value: string, { httpsOnly = false } = {}): boolean {
  const match = WEB_URL.exec(value);
  if (!match) return false;
  const [, scheme = '', host = '', port] = match;
  if (httpsOnly && scheme.toLowerCase() !== 'https') return false;
  if (/^[\d.]+$/.test(host) && host.split('.').some((part) => Number(part) > 255)) return false;
  return port === undefined || Number(port) <= 65535;
}

/** Whether a disclaimer link may be shown: https only. */
export function isValidDisclaimerLink(link: string): boolean {
  return isValidWebUrl(link, { httpsOnly: true });
}

/** A disclaimer (docs/widget.md#options): its message with `%{linkText}` where the link goes. */
export type DisclaimerMessage = {
  readonly message: string;
  readonly linkText: string;
  readonly link: string;
};

/** The placeholder a disclaimer's message marks the link's place with. */
export const DISCLAIMER_LINK_PLACEHOLDER = '%{linkText}';

/** A disclaimer cut where its link goes, to be rendered as text; `link` null: no link shown. */
export type DisclaimerParts = {
  before: string;
  linkText: string;
  after: string;
  /** The https link, or null when it is not one (§5: the link text shows as plain text). */
  link: string | null;
};

/**
 * A disclaimer in parts (§3, §5): the text before and after the first `%{linkText}` (a message
 * without it ends with the link), the link text, and the link when it is https. Plain strings:
 * whoever renders them renders text, never HTML.
 */
export function disclaimerParts(disclaimer: DisclaimerMessage): DisclaimerParts {
  const { message, linkText, link } = disclaimer;
  const at = message.indexOf(DISCLAIMER_LINK_PLACEHOLDER);
  const before =
    at === -1 ? `${message}${message && !message.endsWith(' ') ? ' ' : ''}` : message.slice(0, at);
  const after = at === -1 ? '' : message.slice(at + DISCLAIMER_LINK_PLACEHOLDER.length);
  return { before, linkText, after, link: isValidDisclaimerLink(link) ? link : null };
}
