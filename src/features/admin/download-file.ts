/** Hands a text to the browser as a file download (the CSV export); nothing leaves the machine. */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, not before the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
