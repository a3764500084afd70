import { describe, expect, it } from 'vitest';
import { isValidVideoId, videoEmbedUrl } from './video-embed-url';

describe('videoEmbedUrl', () => {
  it('builds a privacy-enhanced YouTube player address that autoplays', () => {
    expect(videoEmbedUrl('youtube', 'bCsLltL2025')).toBe('https://www.youtube-nocookie.com/embed/bCsLltL2025?autoplay=1');
    expect(videoEmbedUrl('youtube', 'a-_B9c0Dx1Z')).toBe('https://www.youtube-nocookie.com/embed/a-_B9c0Dx1Z?autoplay=1');
  });

  it('builds a Vimeo player address that autoplays and asks not to track', () => {
    expect(videoEmbedUrl('vimeo', '123456789')).toBe('https://player.vimeo.com/video/123456789?autoplay=1&dnt=1');
  });

  it.each([
    ['empty', ''],
    ['too short', 'abc'],
    ['too long', 'bCsLltL20250'],
    ['a path', '../../x/abcd'],
    ['a query', 'abc?list=xyz'],
    ['a space', 'bCsLltL 025'],
    ['an encoded slash', 'abc%2Fdefgh'],
    ['a dot', 'bCsLlt.2025'],
  ])('refuses a YouTube id that is %s', (_, id) => {
    expect(isValidVideoId('youtube', id)).toBe(false);
    expect(videoEmbedUrl('youtube', id)).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['letters', '12ab34'],
    ['negative', '-123'],
    ['a path', '123/456'],
    ['a query', '123?h=abc'],
    ['absurdly long', '1234567890123'],
  ])('refuses a Vimeo id that is %s', (_, id) => {
    expect(isValidVideoId('vimeo', id)).toBe(false);
    expect(videoEmbedUrl('vimeo', id)).toBeNull();
  });

  it('does not take a valid id of one host for the other', () => {
    expect(videoEmbedUrl('vimeo', 'bCsLltL2025')).toBeNull();
    expect(videoEmbedUrl('youtube', '123456789')).toBeNull();
  });
});
