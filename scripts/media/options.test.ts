import { describe, expect, it } from 'vitest';
import { IngestError } from './errors';
import { joinNegativeValues, parseCli, slug } from './options';

const options = (argv: string[]) => {
  const result = parseCli(argv);
  if (result.help) throw new Error('expected options, got --help');
  return result.options;
};

describe('the media:ingest command line', () => {
  it('defaults to EBU R128, CRF 23, the medium preset and media-out/<name>', () => {
    expect(options(['footage/Concert Hall (take 2).MOV'])).toEqual({
      input: 'footage/Concert Hall (take 2).MOV',
      outDir: 'media-out/concert-hall-take-2',
      layout: undefined,
      maxHeight: undefined,
      duration: undefined,
      crf: 23,
      preset: 'medium',
      loudness: { integrated: -23, truePeak: -1.5 },
      captions: [],
    });
  });

  it('takes every option, --captions repeated and a negative --loudness written as a care home would', () => {
    const argv = ['a.mp4', '--out', 'public/media/demo', '--layout', 'top-bottom', '--captions', 'en=en.vtt', '--captions', 'nl=nl.srt'];
    expect(options([...argv, '--loudness', '-16', '--max-height', '1024', '--duration', '4', '--crf', '28', '--preset', 'ultrafast'])).toMatchObject({
      outDir: 'public/media/demo',
      layout: 'top-bottom',
      captions: [{ lang: 'en', path: 'en.vtt' }, { lang: 'nl', path: 'nl.srt' }],
      loudness: { integrated: -16 },
      maxHeight: 1024,
      duration: 4,
      crf: 28,
      preset: 'ultrafast',
    });
    expect(options(['a.mp4', '--loudness=-18']).loudness.integrated).toBe(-18);
  });

  it('answers --help', () => {
    expect(parseCli(['--help'])).toEqual({ help: true });
  });

  it.each([
    [['a.mp4', '--layout', 'stereo'], /--layout must be one of mono, top-bottom, side-by-side/],
    [['a.mp4', '--crf', 'high'], /--crf must be a number/],
    [['a.mp4', '--loudness', '-5'], /--loudness must be at most -10/],
    [['a.mp4', '--max-height', '1000.5'], /--max-height must be a whole number/],
    [['a.mp4', '--frobnicate'], /Unknown option '--frobnicate'/],
    [[], /Name the camera file/],
    [['a.mp4', 'b.mp4'], /One camera file at a time/],
  ])('refuses %j with a message and the usage text', (argv, message) => {
    expect(() => parseCli(argv)).toThrow(message);
    try {
      parseCli(argv);
    } catch (error) {
      expect(error instanceof IngestError && error.usage).toBe(true);
    }
  });

  it('joins only negative numbers to the option before them', () => {
    expect(joinNegativeValues(['--loudness', '-16', '--layout', 'mono', 'x.mp4'])).toEqual(['--loudness=-16', '--layout', 'mono', 'x.mp4']);
    expect(joinNegativeValues(['--help', '-h'])).toEqual(['--help', '-h']);
  });

  it('makes a folder name any host serves from a file name', () => {
    expect(slug('/x/Opéra à Lyon.mp4')).toBe('opera-a-lyon');
    expect(slug('!!!.mov')).toBe('stream');
  });
});
