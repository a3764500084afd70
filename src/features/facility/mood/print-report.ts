/**
 * Prints the mood report alone, on A4: the page is marked while the print dialog is open, and index.css then
 * shows only the report and what leads to it (`html[data-print='mood']`), with the facility's name and period.
 */
export function printMoodReport(): void {
  const root = document.documentElement;
  root.dataset['print'] = 'mood';
  window.addEventListener('afterprint', () => delete root.dataset['print'], { once: true });
  window.print();
}
