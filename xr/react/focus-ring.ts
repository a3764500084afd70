/**
 * The player's focus indicators, at least 3:1 against whatever they sit on (WCAG 2.2 1.4.11, 2.4.13).
 * Every part is `!important` on purpose: a page's own unlayered `:focus-visible` rule (the site draws its
 * brand colour, 2.8:1 on the dark bar) outranks Tailwind's layered utilities whatever their specificity,
 * and only an important layered declaration outranks it back.
 */

/** On the player's dark surfaces (the bar, the end card, the error panel): amber on near-black, about 12:1. */
export const FOCUS_ON_DARK =
  'focus-visible:outline-3! focus-visible:outline-solid! focus-visible:outline-offset-2! focus-visible:outline-amber-300!';

/**
 * Over the moving picture, whose colour can be anything: a light ring between two dark ones, so one of
 * them stands out at 3:1 or more from a black, a white or any other picture. The dark ring is a shadow
 * (under the outline), spread past the outline on both sides.
 */
export const FOCUS_ON_PICTURE =
  'focus-visible:outline-3! focus-visible:outline-solid! focus-visible:outline-offset-2! focus-visible:outline-white! ' +
  'focus-visible:[box-shadow:0_0_0_7px_var(--color-slate-950)]!';

/**
 * For the picture itself (the drag region): its canvas would paint over an outline or a shadow drawn
 * inside it, so the rings are an overlay drawn after it (light between two dark, inward from the edge).
 */
export const FOCUS_INSIDE_PICTURE =
  'focus-visible:outline-none! after:pointer-events-none after:absolute after:inset-0 ' +
  'focus-visible:after:[box-shadow:inset_0_0_0_3px_var(--color-slate-950),inset_0_0_0_6px_var(--color-amber-300),inset_0_0_0_9px_var(--color-slate-950)]';
