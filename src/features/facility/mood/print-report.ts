/**
 * Prints the mood report alone, on A4: the page is marked while the print dialog is open, and index.css then
 * shows only the report and what leads to it (`html[data-print='mood']`), with the facility's name and period.
 */
export function printMoodReport(): void {
  const root = document.documentElement;
  root.dataset['print'] = 'mood';
  // 'afterprint' does not come everywhere; the print media query ending says the same. Either clears the mark,
  // so a later print of the page is the whole page again.
  const printing = window.matchMedia('print');
  const done = () => {
    delete root.dataset['print'];
    window.removeEventListener('afterprint', done);
    printing.removeEventListener('change', ended);
  };
  const ended = (event: MediaQueryListEvent) => {
    if (!event.matches) done();
  };
  window.addEventListener('afterprint', done);
  printing.addEventListener('change', ended);
  window.print();
}
