/**
 * Copies text to the clipboard. The asynchronous Clipboard API comes first; where it is missing
 * (an insecure context, an old browser) or refused (permission denied, a document without focus,
 * an embedding frame without `clipboard-write`), the text is selected in a hidden textarea and
 * copied with `document.execCommand('copy')`, which still works inside a click handler.
 *
 * Resolves with the way that worked; rejects when neither did, so the caller can say so.
 */
export async function copyText(text: string): Promise<'clipboard' | 'fallback'> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('No Clipboard API');
    await navigator.clipboard.writeText(text);
    return 'clipboard';
  } catch {
    if (copyWithTextarea(text)) return 'fallback';
    throw new Error('The browser refused to copy');
  }
}

function copyWithTextarea(text: string): boolean {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  // Off screen but selectable; read-only so phones do not open a keyboard.
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.left = '-9999px';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  try {
    textarea.focus({ preventScroll: true });
    textarea.select();
    textarea.setSelectionRange(0, text.length);
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    // Give focus back to the button that was pressed.
    active?.focus({ preventScroll: true });
  }
}
