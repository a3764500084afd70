/**
 * Errors of the Nu Html Checker (vnu) that were reviewed and found to be the checker's mistake, not the page's.
 * Each names the message it matches, the pages it may occur on, and why the markup is right. Keep it short:
 * an error that is the page's fault is fixed, never listed here.
 */
export interface CheckerException {
  /** Matches the checker's message text. */
  message: RegExp;
  /** Matches the page's path inside the build (e.g. `concert/demo.html`); every page when absent. */
  page?: RegExp;
  why: string;
}

export const VNU_EXCEPTIONS: readonly CheckerException[] = [
  // None so far: every error found in the build (issue 21) was the page's own and was fixed.
];
