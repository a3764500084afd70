/**
 * A classic form post that leaves the page (SPEC section 7, the home pilot form without a backend):
 * a hidden form is built with the fields as hidden inputs, submitted (the browser navigates to the
 * service, which redirects back to `_next`) and removed. The response is not read: the page is gone.
 */
export function postByNavigation(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
