/**
 * True for a zone name the runtime's Intl data knows (`Europe/Amsterdam`, `UTC`): the concerts' venue clocks, a
 * facility's clock and its calendar files all read their offsets from it. Surrounding spaces are not a zone.
 */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '' || zone !== zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
