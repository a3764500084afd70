import { describe, expect, it } from 'vitest';
import { DEMO_STREAM, STEREO_DEMO_STREAM } from '../../content/media';
import { hasOwnRecording, isBundledStream, ownStream } from './own-recording';

const withStream = (src: string | null) => ({ stream: src === null ? null : { src, poster: '/p.jpg', layout: 'mono' as const } });

describe('own recordings', () => {
  it('knows the site’s demo, mono and stereo, relative or with a query', () => {
    expect(isBundledStream(DEMO_STREAM.src)).toBe(true);
    expect(isBundledStream(STEREO_DEMO_STREAM.src)).toBe(true);
    expect(isBundledStream(`${DEMO_STREAM.src}#t=3`)).toBe(true);
    expect(isBundledStream(DEMO_STREAM.src.replace(/^\//, ''))).toBe(true);
  });

  it('takes a stream elsewhere for the concert’s own, even one named like the demo on another host', () => {
    expect(isBundledStream('https://media.example/recordings/harbour/master.m3u8')).toBe(false);
    expect(isBundledStream(`https://media.example${DEMO_STREAM.src}`)).toBe(false);
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
