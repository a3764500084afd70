/**
 * What IBM's Equal Access engine (accessibility-checker-engine) reports on the main pages and was reviewed
 * (tests/e2e/ibm-a11y.spec.ts). A 'violation' fails the test unless listed in IBM_VIOLATION_EXCEPTIONS; a
 * 'potential violation' (the engine asks a person to judge) fails unless listed in IBM_REVIEWED_POTENTIALS,
 * where a person judged it and wrote down why it is fine. Recommendations and manual checks do not count.
 */
export interface IbmException {
  ruleId: string;
  reasonId?: string;
  /** Matches the start of the element's HTML as the engine quotes it; every element when absent. */
  snippet?: RegExp;
  why: string;
}

/** Violations where the engine is wrong. None: every one it found (issue 21) was fixed. */
export const IBM_VIOLATION_EXCEPTIONS: readonly IbmException[] = [];

export const IBM_REVIEWED_POTENTIALS: readonly IbmException[] = [
  {
    ruleId: 'element_tabbable_unobscured',
    reasonId: 'potential_obscured',
    why: 'The header is fixed and the cookie banner too, so the engine cannot rule out that they cover a focused control; <html> has scroll-padding-top (the header) and scroll-padding-bottom (the banner, src/index.css), so the browser scrolls a focused control clear of both.',
  },
  {
    ruleId: 'input_label_visible',
    reasonId: 'potential_no_label',
    snippet: /^<button /,
    why: 'Icon buttons (accessibility options, close, previous/next, the slider dots): the icon is their visible label and the name says it in words, the usual and accepted pattern; axe checks each has a name.',
  },
  {
    ruleId: 'input_label_visible',
    reasonId: 'potential_no_label',
    snippet: /^<input [^>]*type="range"/,
    why: 'The player’s seek and volume sliders sit beside the time and the speaker icon that label them visually, and carry names in words.',
  },
  {
    ruleId: 'input_label_visible',
    reasonId: 'potential_no_label',
    snippet: /^<textarea /,
    why: 'The engine misses the visible <label for> of the forms’ text areas (src/lib/forms/fields.tsx draws it as for every input, which it accepts).',
  },
  {
    ruleId: 'text_contrast_sufficient',
    reasonId: 'potential_same_color',
    why: 'White text on a translucent dark layer over a picture or video (player controls and their menu, badges on posters): the engine ignores the layer and compares white with white. axe measures these through the layer and finds enough contrast.',
  },
  {
    ruleId: 'text_block_heading',
    reasonId: 'potential_heading',
    why: 'Short bold lines inside a card or section that already has its heading (an artist’s name, a count of results, spots left, a subtitle): data, not the start of a section.',
  },
  {
    ruleId: 'blockquote_cite_exists',
    why: 'Testimonials are real quotations, attributed in their <figcaption>; `cite` takes a source URL and there is none to give.',
  },
  {
    ruleId: 'text_quoted_correctly',
    why: 'Quotation marks around a title (a song’s) or a button’s label (“Tap for sound”), not a quotation.',
  },
  {
    ruleId: 'text_sensory_misuse',
    why: 'Words such as “big” and “little” in descriptions (“a big sound”), not instructions that rely on size or shape.',
  },
  {
    ruleId: 'style_color_misuse',
    why: 'Raised on the page’s <style> element whenever CSS sets colours, not on an element that conveys something by colour alone.',
  },
  {
    ruleId: 'application_content_accessible',
    why: 'The 360° player’s drag surface (role="application", named) holds only the canvas that draws the picture; captions, status and controls are its siblings, so no text or image is inside it (xr/react/player-360.tsx).',
  },
];
