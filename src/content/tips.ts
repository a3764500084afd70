/*
 * The tips of the home page's 'Tip of the Day' and 'Daily Music Tip' (SPEC section 3: id, content,
 * category, createdAt; three tips), and the rule that picks the day's tip, pure so it is tested without
 * a browser.
 */

export const TIP_CATEGORIES = ['experience', 'navigation', 'wellness'] as const;
export type TipCategory = (typeof TIP_CATEGORIES)[number];

export const TIP_IDS = ['settle-in', 'look-around', 'take-a-break'] as const;
export type TipId = (typeof TIP_IDS)[number];

export interface Tip {
  id: TipId;
  /** Translation key of the text in the `home-lower` namespace: the text itself is read in the visitor's language. */
  content: `tips.items.${TipId}`;
  category: TipCategory;
  /** ISO 8601 date the tip was written; the rotation follows this order. */
  createdAt: string;
}

export const TIPS: readonly Tip[] = [
  { id: 'settle-in', content: 'tips.items.settle-in', category: 'experience', createdAt: '2025-03-03' },
  { id: 'look-around', content: 'tips.items.look-around', category: 'navigation', createdAt: '2025-03-10' },
  { id: 'take-a-break', content: 'tips.items.take-a-break', category: 'wellness', createdAt: '2025-03-17' },
];

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of the visitor's own calendar day (not UTC's): the tip changes at their midnight. */
export function localDayNumber(when: Date): number {
  return Math.round(Date.UTC(when.getFullYear(), when.getMonth(), when.getDate()) / DAY_MS);
}

/**
 * The tip for the day of `when`: the same all day, the next one tomorrow, every tip in turn. The SPEC's
 * 'random tip' is read as one that changes by day, so a visitor who returns sees the same tip that day
 * and the page does not change between two visits an hour apart. `offset` picks a later tip of the
 * rotation, so two tip sections on one page never show the same text.
 */
export function tipOfTheDay(when: Date, offset = 0, tips: readonly Tip[] = TIPS): Tip | undefined {
  if (tips.length === 0) return undefined;
  const ordered = [...tips].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const index = (((localDayNumber(when) + offset) % ordered.length) + ordered.length) % ordered.length;
  return ordered[index];
}
