/** The English title of a stored concert (its texts are JSON), falling back to the title column. */
export function storedTitle(row: { texts: unknown; title?: string | null }): string {
  const en = typeof row.texts === 'object' && row.texts !== null ? (row.texts as Record<string, unknown>)['en'] : undefined;
  const title = typeof en === 'object' && en !== null ? (en as Record<string, unknown>)['title'] : undefined;
  return typeof title === 'string' && title !== '' ? title : (row.title ?? '');
}

/** A moment on the venue's clock, in the admin's language: '12 Dec 2026, 20:00 (Europe/Amsterdam)'. */
export function formatVenueTime(instant: string, zone: string, language: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  try {
    return `${new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(date)} (${zone})`;
  } catch {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
}
