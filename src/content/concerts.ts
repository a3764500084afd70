/** A concert of the sample programme (SPEC section 3). */
export interface Concert {
  /** Route parameter of /concert/{id}: '1' to '9' in the samples. */
  id: string;
  title: string;
  artist: string;
  description: string;
  /** ISO 8601 date (or date-time) of the start. */
  date: string;
  /** ISO 8601 end; when absent the concert ends on `date`. */
  endDate?: string;
  /** Display text of the date range, e.g. 'April 12, 2025'. */
  duration: string;
  /** Site-relative ('/media/…') or absolute image address. */
  imageUrl: string;
  videoUrl?: string;
  views: number;
  /** Free text; the first comma-separated part is the locality. */
  venue: string;
  genre?: string;
}

/**
 * The programme, in display order (the first three become structured data on the home page).
 * Empty on purpose: the nine sample concerts (ids 1 to 9) arrive with the content issue.
 */
export const CONCERTS: readonly Concert[] = [];
