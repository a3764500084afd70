import { describe, expect, it } from 'vitest';
import { parseVtt } from './parse-vtt';

const vtt = (...lines: string[]) => lines.join('\n');

describe('parseVtt', () => {
  it('reads cues with and without hours, ids and multi-line text', () => {
    const cues = parseVtt(
      vtt(
        'WEBVTT',
        '',
        '1',
        '00:00.000 --> 00:04.000',
        'Welcome to the demo concert.',
        '',
        'intro-2',
        '00:00:04.000 --> 00:00:08.500 line:85%',
        'This is a test picture.',
        'Look around.',
        '',
        '01:00:00.000 --> 01:00:01.000',
        'An hour in.',
      ),
    );
    expect(cues).toEqual([
      { start: 0, end: 4, text: 'Welcome to the demo concert.' },
      { start: 4, end: 8.5, text: 'This is a test picture.\nLook around.' },
      { start: 3600, end: 3601, text: 'An hour in.' },
    ]);
  });

  it('passes over the header with X-TIMESTAMP-MAP, and NOTE, STYLE and REGION blocks', () => {
    const cues = parseVtt(
      vtt(
        'WEBVTT - the demo',
        'X-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000',
        '',
        'NOTE written by hand',
        'over two lines',
        '',
        'NOTE',
        '',
        'STYLE',
        '::cue { color: yellow }',
        '',
        'REGION',
        'id:fred width:40%',
        '',
        '00:01.000 --> 00:02.000',
        'Only this.',
      ),
    );
    expect(cues).toEqual([{ start: 1, end: 2, text: 'Only this.' }]);
  });

  it('strips tags and decodes character references in the text', () => {
    const [cue] = parseVtt(vtt('WEBVTT', '', '00:01.000 --> 00:02.000', '<v Anna><i>Bach</i> &amp; Händel&nbsp;&lt;3</v>'));
    expect(cue?.text).toBe('Bach & Händel\u00a0<3');
  });

  it('sorts cues by start, then end', () => {
    const cues = parseVtt(
      vtt('WEBVTT', '', '00:05.000 --> 00:06.000', 'c', '', '00:01.000 --> 00:03.000', 'b', '', '00:01.000 --> 00:02.000', 'a'),
    );
    expect(cues.map((cue) => cue.text)).toEqual(['a', 'b', 'c']);
  });

  it('accepts Windows and old Mac line ends, a byte order mark, blank lines with spaces and extra blank lines', () => {
    const text = '\uFEFFWEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nOne\r\n \t\r\n\r\n\r\n00:03.000 --> 00:04.000\rTwo\r';
    expect(parseVtt(text)).toEqual([
      { start: 1, end: 2, text: 'One' },
      { start: 3, end: 4, text: 'Two' },
    ]);
  });

  it('skips blocks it cannot read and keeps the rest', () => {
    const cues = parseVtt(
      vtt(
        'WEBVTT',
        '',
        '00:01.000 --> later',
        'bad timing',
        '',
        '00:03.000 --> 00:02.000',
        'ends before it starts',
        '',
        '00:03.000 --> 00:03.000',
        'lasts no time',
        '',
        '00:04.000 --> 00:05.000',
        '',
        'an id',
        'another line',
        '00:06.000 --> 00:07.000',
        'timing too far down',
        '',
        '00:08.000 --> 00:09.000',
        '<i></i>',
        '',
        '00:10.000 --> 00:11.000',
        'kept',
      ),
    );
    expect(cues).toEqual([{ start: 10, end: 11, text: 'kept' }]);
  });

  it('reads a file without the WEBVTT line, and nothing from an empty one', () => {
    expect(parseVtt('00:01.000 --> 00:02.000\nHi')).toEqual([{ start: 1, end: 2, text: 'Hi' }]);
    expect(parseVtt('')).toEqual([]);
    expect(parseVtt('WEBVTT\n')).toEqual([]);
  });

  it('does not take a cue written inside the header as a cue, as the WebVTT parser does not', () => {
    expect(parseVtt(vtt('WEBVTT', '00:01.000 --> 00:02.000', 'in the header', '', '00:03.000 --> 00:04.000', 'after'))).toEqual([
      { start: 3, end: 4, text: 'after' },
    ]);
  });

  it('does not take a WEBVTTX line for the signature', () => {
    expect(parseVtt(vtt('WEBVTTX', '00:01.000 --> 00:02.000', 'Hi'))).toEqual([{ start: 1, end: 2, text: 'Hi' }]);
  });
});
