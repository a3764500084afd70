import { describe, expect, it } from 'vitest';
import { parseAttributeList, playlistLines, segmentUris, tagAttributes } from './m3u8';

describe('parseAttributeList', () => {
  it('reads quoted and plain values, keeping commas and equals signs inside quotes', () => {
    const attributes = parseAttributeList('TYPE=SUBTITLES,GROUP-ID="subs",NAME="Fran,çais = FR",DEFAULT=NO,URI="subs/fr.m3u8?a=1,2"');
    expect(Object.fromEntries(attributes)).toEqual({
      TYPE: 'SUBTITLES',
      'GROUP-ID': 'subs',
      NAME: 'Fran,çais = FR',
      DEFAULT: 'NO',
      URI: 'subs/fr.m3u8?a=1,2',
    });
  });

  it('accepts spaces around names, values and commas, and empty quoted values', () => {
    expect(Object.fromEntries(parseAttributeList(' BANDWIDTH = 690800 , NAME="" ,RESOLUTION=640x320'))).toEqual({
      BANDWIDTH: '690800',
      NAME: '',
      RESOLUTION: '640x320',
    });
  });

  it('keeps what it read before something that is not an attribute', () => {
    expect(Object.fromEntries(parseAttributeList('LANGUAGE="en",garbage,URI="x"'))).toEqual({ LANGUAGE: 'en' });
    expect(parseAttributeList('').size).toBe(0);
  });
});

describe('playlist lines', () => {
  const media = '#EXTM3U\r\n#EXT-X-TARGETDURATION:20\n\n  #EXTINF:20.0,\n en.vtt \n#EXT-X-ENDLIST\n';

  it('splits, trims and drops blank lines', () => {
    expect(playlistLines(media)).toEqual(['#EXTM3U', '#EXT-X-TARGETDURATION:20', '#EXTINF:20.0,', 'en.vtt', '#EXT-X-ENDLIST']);
  });

  it('lists segment URIs', () => {
    expect(segmentUris(media)).toEqual(['en.vtt']);
  });

  it("gives every tag's attributes in order, not a longer tag that starts the same", () => {
    const master = '#EXTM3U\n#EXT-X-MEDIA:TYPE=SUBTITLES,LANGUAGE="en"\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-MEDIA:TYPE=AUDIO\n';
    expect(tagAttributes(master, '#EXT-X-MEDIA').map((a) => a.get('TYPE'))).toEqual(['SUBTITLES', 'AUDIO']);
  });
});
