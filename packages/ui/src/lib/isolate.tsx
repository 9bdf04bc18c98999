import * as React from 'react';

/**
 * `text` with each of `values` (merchant- or request-supplied strings inside it) in a `<bdi>`:
 * isolated, so a right-to-left name or a bidi override in it cannot reorder the words around it
 *. The text reads the same (`textContent` is unchanged), in one `<span>`; each
 * value is found at its first place in the text, the others as they come after it.
 */
export function isolate(text: string, values: readonly (string | null | undefined)[]) {
  const parts: React.ReactNode[] = [];
  let rest = text;
  for (const value of values) {
    if (!value) continue;
    const at = rest.indexOf(value);
    if (at < 0) continue;
    if (at > 0) parts.push(rest.slice(0, at));
    parts.push(<bdi key={parts.length}>{value}</bdi>);
    rest = rest.slice(at + value.length);
  }
  if (parts.length === 0) return text;
  if (rest) parts.push(rest);
  // One element: in a flex container (a breadcrumb's button) loose text beside the bdi would be
  // an item of its own and lose its spaces at the edges.
  return <span>{parts}</span>;
}
