// The W3C's own WebVTT parser and validator (npm webvtt-parser, the code behind the online validator) over
// every caption file the site ships and everything the pipeline writes: no error, and the same cues the
// player's parser (xr/core/captions) reads.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import webvtt from 'webvtt-parser';
import { describe, expect, it } from 'vitest';
import { parseVtt } from '../../xr/core/captions';
import { publishableVtt, srtToVtt } from './captions';
import { vttFiles } from './testing/vtt-files';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const parser = new webvtt.WebVTTParser(); // CommonJS that Node's named-export detection misses: the default import

function expectValid(text: string): void {
  const result = parser.parse(text, 'subtitles');
  expect(result.errors).toEqual([]);
  expect(result.cues.map((cue) => [cue.startTime, cue.endTime])).toEqual(parseVtt(text).map((cue) => [cue.start, cue.end]));
}

describe('the W3C WebVTT parser', () => {
  it.each(vttFiles(join(ROOT, 'public', 'media')).map((path) => [relative(ROOT, path), path]))('finds no error in %s', (_, path) => {
    expectValid(readFileSync(path, 'utf8'));
  });

  const sources = readdirSync(join(ROOT, 'assets', 'captions'), { withFileTypes: true }).filter((e) => e.isDirectory()).flatMap((e) => vttFiles(join(ROOT, 'assets', 'captions', e.name)));
  it.each(sources.map((path) => [relative(ROOT, path), path]))('finds no error in what the pipeline publishes from %s', (_, path) => {
    expectValid(publishableVtt(readFileSync(path, 'utf8')));
  });

  it('finds no error in a file that had X-TIMESTAMP-MAP and header lines, or was SubRip, once published', () => {
    expectValid(publishableVtt('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\nKind: captions\n\n00:01.000 --> 00:02.000\nHi\n'));
    expectValid(publishableVtt(srtToVtt('1\r\n00:00:01,500 --> 00:00:04,000\r\nLa <i>Primavera</i>\r\n\r\n2\r\n00:01:02,000 --> 00:01:03,250\r\n[applaus]\r\n')));
  });

  it('still flags the old layout, with the map between the signature and the blank line', () => {
    expect(parser.parse('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\n00:01.000 --> 00:02.000\nHi\n', 'subtitles').errors).toEqual([
      { message: 'No blank line after the signature.', line: 2, col: undefined },
    ]);
  });
});
