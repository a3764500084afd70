/**
 * The past event of the home page's showcase (SPEC section 2): 'Beats by {name}' at the Bubbles & Beats
 * brunch, 19 October, 11 AM to 3 PM. The SPEC gives the day, not the year, so the date is yearless.
 */
export const PAST_EVENT = {
  /** The DJ who played: a name, never translated. A sample name until the real one is confirmed. */
  host: 'DJ Noa Vermeer',
  /** A valid HTML yearless date (MM-DD) for <time>; the visible text is translated with the rest. */
  monthDay: '10-19',
  start: '11:00',
  end: '15:00',
  /** Genre tags, translated as `home:pastEvent.tags.<tag>`. */
  tags: ['soul', 'funk', 'disco'],
  artwork: { src: '/images/home/bubbles-and-beats.svg', width: 480, height: 360 },
} as const;
