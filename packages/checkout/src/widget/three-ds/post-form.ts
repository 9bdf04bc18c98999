import { appendHiddenForm } from '../payment/hidden-form';

/** Posts hidden `fields` to `url` inside `frame`: the challenge's CReq, the fingerprint's method data. */
export function postFormIntoFrame(
  frame: HTMLIFrameElement | null,
  frameName: string,
  url: string,
  fields: Record<string, string>,
): void {
  let doc: Document | null = null;
  try {
    doc = frame?.contentDocument ?? null;
  } catch {
    doc = null;
  }
  const owner = doc ?? document;
  const form = appendHiddenForm(owner, new URL(url, document.baseURI).href, fields);
  if (!doc) form.target = frameName;
  form.submit();
  if (!doc) form.remove();
}
