/**
 * A submit button while its request is on its way: marked busy with aria-disabled rather than
 * `disabled`, so keyboard focus stays on it; useSubmission (src/lib/forms) ignores the extra presses.
 */
export const BUSY = 'aria-disabled:cursor-wait aria-disabled:opacity-70';

/** A text link with a 44 px tall target. */
export const TEXT_LINK =
  'inline-flex min-h-11 items-center text-lg font-semibold text-brand-800 underline underline-offset-4 dark:text-brand-200';
