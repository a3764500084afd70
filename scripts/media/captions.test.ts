import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseVtt } from '../../xr/core/captions';
import { languageOfStream, nativeName, parseCaptionOption, publishableVtt, readCaptionFile, srtToVtt, writeSubtitleRendition } from './captions';

const dir = mkdtempSync(join(tmpdir(), 'media-captions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('captions', () => {
  it('parses --captions <lang>=<file> and refuses anything else', () => {
    expect(parseCaptionOption('pt-BR=subs/a=b.srt')).toEqual({ lang: 'pt-BR', path: 'subs/a=b.srt' });
    expect(() => parseCaptionOption('english.vtt')).toThrow(/expected <language>=<file>/);
    expect(() => parseCaptionOption('English=en.vtt')).toThrow(/expected <language>=<file>/);
  });

  it('converts SubRip to WebVTT the player reads (decimal point, header, CRLF)', () => {
    const vtt = srtToVtt('\uFEFF1\r\n0:00:01,500 --> 0:00:04,000\r\nLa <i>Primavera</i>\r\n\r\n2\r\n00:01:02,000 --> 00:01:03,250\r\n[applaus]\r\n');
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:01.500 --> 00:00:04.000\nLa <i>Primavera</i>\n\n2\n00:01:02.000 --> 00:01:03.250\n[applaus]\n');
    expect(parseVtt(vtt).map(({ start, end }) => [start, end])).toEqual([[1.5, 4], [62, 63.25]]);
  });

  it('publishes a blank line straight after the signature: no X-TIMESTAMP-MAP or other header lines between', () => {
    const clean = 'WEBVTT\n\nNOTE made by hand\n\n00:01.000 --> 00:02.000\nHi\n';
    expect(publishableVtt('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\nNOTE made by hand\n\n00:01.000 --> 00:02.000\nHi\n')).toBe(clean);
    expect(publishableVtt(clean)).toBe(clean);
    expect(publishableVtt('\uFEFFWEBVTT - Primavera\r\nKind: captions\r\nLanguage: nl\r\n\r\n\r\n00:01.000 --> 00:02.000\r\nHoi')).toBe(
      'WEBVTT - Primavera\n\n00:01.000 --> 00:02.000\nHoi\n',
    );
  });

  it('keeps a cue written straight under the signature, as a block of its own', () => {
    expect(publishableVtt('WEBVTT\n00:01.000 --> 00:02.000\nHi\n\n00:03.000 --> 00:04.000\nBye\n')).toBe('WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n\n00:03.000 --> 00:04.000\nBye\n');
    expect(parseVtt(publishableVtt('WEBVTT\n00:01.000 --> 00:02.000\nHi\n')).map((cue) => cue.text)).toEqual(['Hi']);
  });

  it("keeps the identifier of a cue written straight under the signature, and drops header lines", () => {
    expect(publishableVtt('WEBVTT\nKind: captions\nintro\n00:01.000 --> 00:02.000\nHi\n')).toBe('WEBVTT\n\nintro\n00:01.000 --> 00:02.000\nHi\n');
  });

  it('refuses a map that moves the cues, rather than publishing them out of step', () => {
    expect(() => publishableVtt('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000\n\n00:01.000 --> 00:02.000\nHi\n')).toThrow(/offset/);
    expect(() => publishableVtt('WEBVTT\nX-TIMESTAMP-MAP=LOCAL:00:00:10.000,MPEGTS:0\n\n00:01.000 --> 00:02.000\nHi\n')).toThrow(/offset/);
    expect(publishableVtt('WEBVTT\nX-TIMESTAMP-MAP=LOCAL:00:00:00.000,MPEGTS:0\n\n00:01.000 --> 00:02.000\nHi\n')).toBe('WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n');
  });

  it('refuses a captions file that is missing, of another type, or without cues', () => {
    expect(() => readCaptionFile('en', join(dir, 'none.vtt'))).toThrow(/does not exist/);
    writeFileSync(join(dir, 'a.txt'), 'hello');
    expect(() => readCaptionFile('en', join(dir, 'a.txt'))).toThrow(/neither WebVTT/);
    writeFileSync(join(dir, 'empty.vtt'), 'WEBVTT\n\n');
    expect(() => readCaptionFile('en', join(dir, 'empty.vtt'))).toThrow(/has no cues/);
  });

  it('maps a subtitle track’s ISO 639-2 tag to the language tag the player uses', () => {
    expect(languageOfStream('dut')).toBe('nl');
    expect(languageOfStream('ger')).toBe('de');
    expect(languageOfStream('en')).toBe('en');
    expect(languageOfStream('und')).toBeUndefined();
    expect(languageOfStream(undefined)).toBeUndefined();
  });

  it('names each language in itself, capitalised, as the caption menu shows it', () => {
    expect(['en', 'nl', 'es', 'pt', 'de', 'fr'].map(nativeName)).toEqual(['English', 'Nederlands', 'Español', 'Português', 'Deutsch', 'Français']);
  });

  it('writes a one-segment VOD subtitle playlist as long as the video', () => {
    const entry = writeSubtitleRendition(dir, { lang: 'fr', vtt: 'WEBVTT\n\n00:01.000 --> 00:02.000\nBonjour\n', origin: 'test' }, 19.96);
    expect(entry).toEqual({ lang: 'fr', name: 'Français', uri: 'subs/fr.m3u8' });
    const playlist = readFileSync(join(dir, 'subs', 'fr.m3u8'), 'utf8');
    expect(playlist).toContain('#EXT-X-TARGETDURATION:20\n');
    expect(playlist).toContain('#EXTINF:19.960000,\nfr.vtt\n#EXT-X-ENDLIST');
    expect(readFileSync(join(dir, 'subs', 'fr.vtt'), 'utf8')).toBe('WEBVTT\n\n00:01.000 --> 00:02.000\nBonjour\n');
  });
});
