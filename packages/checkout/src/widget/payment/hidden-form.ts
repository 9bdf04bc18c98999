/** A hidden form of `fields` POSTing to `action`, added to `owner`'s body (not yet submitted). */
export function appendHiddenForm(
  owner: Document,
  action: string,
  fields: Record<string, string>,
): HTMLFormElement {
  const form = owner.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = owner.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  (owner.body ?? owner.documentElement).append(form);
  return form;
}
