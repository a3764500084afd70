/*
 * Classes the home page's first screens share with its lower parts. A module of its own: the first screens need
 * only these, not the section component that the lower parts share (home-section.tsx).
 */

/** One column for every home section, a little wider than text pages so three cards fit side by side. */
export const HOME_COLUMN = 'mx-auto w-full max-w-6xl px-4 sm:px-6';

/** The short line above a heading that names whom a chapter of the care story is for. */
export const EYEBROW_CLASSES = 'text-base font-bold tracking-wide text-brand-700 uppercase dark:text-stage-300';
