/** How long the object URL lives after the click: some browsers read it after the click handler returns. */
export const REVOKE_AFTER_MS = 10_000;

/**
 * Hands a text to the browser as a file download (an admin's CSV, a facility's export, a concert's .ics); nothing
 * leaves the machine.
 */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
