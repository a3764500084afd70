import { describe, expect, it, vi } from 'vitest';
import { DEMO_STREAM, STEREO_DEMO_STREAM } from '../../content/media';
import { hasOwnRecording, isBundledStream, ownStream } from './own-recording';

const withStream = (src: string | null) => ({ stream: src === null ? null : { src, poster: '/p.jpg', layout: 'mono' as const } });

describe('own recordings', () => {
  it('knows the site’s demo, mono and stereo, relative or with a query', () => {
    expect(isBundledStream(DEMO_STREAM.src)).toBe(true);
    expect(isBundledStream(STEREO_DEMO_STREAM.src)).toBe(true);
    expect(isBundledStream(`${DEMO_STREAM.src}#t=3`)).toBe(true);
    expect(isBundledStream(`${DEMO_STREAM.src}?v=2`)).toBe(true);
    expect(isBundledStream(DEMO_STREAM.src.replace(/^\//, ''))).toBe(true);
    // The site's own address written out, as an admin may paste it: still the demo, in the prerender as in a page.
    expect(isBundledStream(`https://tutti.example${DEMO_STREAM.src}`)).toBe(true);
  });

  it('answers the same on any page of the site (never resolved against the page’s own address)', () => {
    vi.stubGlobal('location', new URL('https://tutti.example/nl/concert/3'));
    expect(isBundledStream(DEMO_STREAM.src.replace(/^\//, ''))).toBe(true);
    expect(isBundledStream('media/harbour/master.m3u8')).toBe(false);
    vi.unstubAllGlobals();
  });

  it('takes any other stream for the concert’s own', () => {
    expect(isBundledStream('https://media.example/recordings/harbour/master.m3u8')).toBe(false);
    expect(isBundledStream('/media/harbour/master.m3u8')).toBe(false);
  });

  it('gives a concert its stream only when that stream is its own', () => {
    expect(hasOwnRecording(withStream('https://media.example/harbour/master.m3u8'))).toBe(true);
    expect(ownStream(withStream('https://media.example/harbour/master.m3u8'))?.src).toBe('https://media.example/harbour/master.m3u8');
    expect(hasOwnRecording(withStream(DEMO_STREAM.src))).toBe(false);
    expect(hasOwnRecording(withStream(STEREO_DEMO_STREAM.src))).toBe(false);
    expect(hasOwnRecording(withStream(null))).toBe(false);
  });
});
