import { describe, expect, it } from 'vitest';
import { STILL_NAMES } from '../../src/content/stills';
import { HALL } from './scene/layout';
import { encodeArgs, sourceArgs } from './stills-encode';
import { SHOTS } from './stills-shots';

describe('the stills of the demo hall', () => {
  it('have one shot for each still the site lists, each camera inside the hall', () => {
    expect(Object.keys(SHOTS).sort()).toEqual([...STILL_NAMES].sort());
    for (const shot of Object.values(SHOTS)) {
      const [x, y, z] = shot.position;
      expect(Math.abs(x)).toBeLessThan(HALL.halfWidth);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(HALL.ceiling);
      expect(z).toBeGreaterThan(HALL.stageBack);
      expect(z).toBeLessThan(HALL.back);
    }
  });

  it('average the twice-as-large render down to a 1920×1080 source, turned the right way up', () => {
    const args = sourceArgs('/tmp/a.png');
    expect(args.slice(args.indexOf('-s'), args.indexOf('-s') + 2)).toEqual(['-s', '3840x2160']);
    expect(args[args.indexOf('-vf') + 1]).toBe('vflip,scale=1920:1080:flags=area,format=rgb24');
  });

  it('encode each file where the manifest says it is', () => {
    const avif = encodeArgs('/tmp/a.png', 'public', 'harpsichord', 'avif', 800);
    expect(avif.at(-1)).toBe('public/images/stills/harpsichord-800.avif');
    expect(avif).toEqual(expect.arrayContaining(['libaom-av1', '-still-picture', 'avif']));
    expect(encodeArgs('/tmp/a.png', 'public', 'stage-row3', 'jpg', 1200).at(-1)).toBe('public/images/stills/stage-row3-1200.jpg');
  });
});
