import { describe, expect, it } from 'vitest';
import { AMBISONIC_PREP, AUDIO_PREP, audioPrepFor, isSilent, loudnessMiss, loudnormFilter, parseEbur128Summary, parseLoudnormJson } from './loudness';

/** The end of ffmpeg 5.1's stderr after a loudnorm first pass with print_format=json. */
const LOUDNORM_STDERR = `size=N/A time=00:00:04.00 bitrate=N/A speed= 210x
[Parsed_loudnorm_2 @ 0x5581c0f4a6c0]
{
	"input_i" : "-9.04",
	"input_tp" : "-5.89",
	"input_lra" : "0.00",
	"input_thresh" : "-19.04",
	"output_i" : "-22.99",
	"output_tp" : "-19.85",
	"output_lra" : "0.00",
	"output_thresh" : "-32.99",
	"normalization_type" : "dynamic",
	"target_offset" : "-0.01"
}
`;

const EBUR128_STDERR = `[Parsed_ebur128_0 @ 0x55f1] t: 3.9 TARGET:-23 LUFS M: -23.0 S:-23.0 I: -23.0 LUFS LRA: 0.0 LU FTPK: -19.9 dBFS TPK: -19.9 dBFS
[Parsed_ebur128_0 @ 0x55f1] Summary:

  Integrated loudness:
    I:         -22.8 LUFS
    Threshold: -32.8 LUFS

  Loudness range:
    LRA:         1.4 LU
    Threshold: -42.9 LUFS
    LRA low:   -23.5 LUFS
    LRA high:  -22.1 LUFS

  True peak:
    Peak:       -1.2 dBFS
`;

describe('loudness', () => {
  it('reads loudnorm’s first-pass measurement', () => {
    expect(parseLoudnormJson(LOUDNORM_STDERR)).toEqual({ integrated: -9.04, truePeak: -5.89, range: 0, threshold: -19.04, offset: -0.01 });
  });

  it('builds the second pass: measured values, one linear gain, range wide enough for music, back to 48 kHz', () => {
    const filter = loudnormFilter({ integrated: -23, truePeak: -1.5 }, { integrated: -18.2, truePeak: -0.4, range: 14.3, threshold: -28.5, offset: 0.2 });
    expect(filter).toBe('loudnorm=I=-23:TP=-1.5:LRA=15:measured_I=-18.2:measured_TP=-0.4:measured_LRA=14.3:measured_thresh=-28.5:offset=0.2:linear=true:print_format=none,aresample=48000');
  });

  it('knows digital silence (−inf) has nothing to normalise', () => {
    expect(isSilent(parseLoudnormJson(LOUDNORM_STDERR.replace('"-9.04"', '"-inf"')))).toBe(true);
    expect(isSilent(parseLoudnormJson(LOUDNORM_STDERR))).toBe(false);
  });

  it('reads ebur128’s summary, not its running lines', () => {
    expect(parseEbur128Summary(EBUR128_STDERR)).toEqual({ integrated: -22.8, range: 1.4, truePeak: -1.2 });
  });

  it('warns when the output misses R128’s tolerance, not when it is within it or silent', () => {
    const target = { integrated: -23, truePeak: -1.5 };
    expect(loudnessMiss({ integrated: -22.2, range: 3, truePeak: -2 }, target)).toBeUndefined();
    expect(loudnessMiss({ integrated: -21.5, range: 3, truePeak: -2 }, target)).toMatch(/-21\.5 LUFS.*more than 1 LU from -23 LUFS/);
    expect(loudnessMiss({ integrated: -23, range: 3, truePeak: -0.5 }, target)).toMatch(/peaks at -0\.5 dBTP/);
    expect(loudnessMiss({ integrated: -Infinity, range: 0, truePeak: -Infinity }, target)).toBeUndefined();
  });

  it('decodes a 4-channel (ambiX) track as left and right cardioids, and downmixes anything else', () => {
    expect(audioPrepFor(4)).toBe(AMBISONIC_PREP);
    expect(AMBISONIC_PREP).toContain('pan=stereo|c0=0.5*c0+0.5*c1|c1=0.5*c0-0.5*c1');
    expect([1, 2, 6].map(audioPrepFor)).toEqual([AUDIO_PREP, AUDIO_PREP, AUDIO_PREP]);
  });

  it('says so when a run printed no measurement', () => {
    expect(() => parseLoudnormJson('Error while filtering')).toThrow(/no measurement/);
    expect(() => parseEbur128Summary('nothing')).toThrow(/no loudness summary/);
  });
});
