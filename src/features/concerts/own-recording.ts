import { DEMO_STREAM, STEREO_DEMO_STREAM } from '../../content/media';
import type { ProgrammeConcert, ProgrammeStream } from './programme';

/*
 * Which concerts have a recording of their own. A row (or a sample entry) may point its stream at the site's
 * bundled demo, mono or stereo: that plays, but it is not that concert, and offering it as its recording
 * would show every such concert as the same demo. (The stereo test picture is a test fixture, never served
 * by the site.) Relative imports only: the build's prerender loads the programme's rules from Node.
 */

/**
 * The path a source names, resolved against the site's root: the same answer in the prerender and in every page
 * of the browser (never against the page's own address, which differs between them). The origin is left out on
 * purpose: the site's demo written with the site's own address is still the demo.
 */
function streamAddress(src: string): string {
  try {
    return new URL(src, 'https://site.invalid/').pathname;
  } catch {
    return src;
  }
}

/** The streams the site bundles itself: the demo concert, mono and stereo. */
const bundledStreams = () => [DEMO_STREAM.src, STEREO_DEMO_STREAM.src].map(streamAddress);

/** True for the site's own demo stream, however the address is written (relative, absolute, with a query or a fragment). */
export function isBundledStream(src: string): boolean {
  return bundledStreams().includes(streamAddress(src));
}

/** The concert's own stream: null when it has none or when it points at the site's demo. */
export function ownStream(concert: Pick<ProgrammeConcert, 'stream'>): ProgrammeStream | null {
  return concert.stream && !isBundledStream(concert.stream.src) ? concert.stream : null;
}

/** A stream of its own: the only kind a page, an end card or a chooser may offer as this concert. */
export const hasOwnRecording = (concert: Pick<ProgrammeConcert, 'stream'>): boolean => ownStream(concert) !== null;
