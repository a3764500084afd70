/**
 * Anchors of home sections that the first screens link to. Apart from the sections themselves, which load
 * further down the page (home-page.tsx): importing a section for its id would bring its code into the first load.
 */

/** The anchor of the Recognition section, which the vision strip links to. */
export const RECOGNITION_SECTION_ID = 'recognition';

/** The anchor of the pilot form (/#booking, SPEC section 2), which the hero's first button leads to. */
export const BOOKING_ANCHOR = 'booking';
