/**
 * Classes for a link inside running text: underlined, and tall enough to tap. A module of its own, so a part of
 * a page that needs only these classes (the home page's first screens) does not bring prose-section.tsx along.
 */
export const inlineLinkClasses =
  'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950 dark:text-stage-300 dark:hover:text-stage-100';
