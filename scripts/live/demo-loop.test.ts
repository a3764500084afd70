import { describe, expect, it } from 'vitest';
import { loopSeconds, readPackets, videoCut } from './demo-loop';

describe('the demo’s loop', () => {
  it('is whole 2 s segments that also end on a 48 kHz AAC frame (1024 samples): a multiple of 8 s', () => {
    expect(loopSeconds(125.03, 48_000)).toBe(120);
    expect(loopSeconds(127.99, 48_000)).toBe(120);
    expect(loopSeconds(128, 48_000)).toBe(128);
    // 2 s of 32 kHz audio is 62.5 frames: every 4 s is whole.
    expect(loopSeconds(11, 32_000)).toBe(8);
  });

  it('refuses a demo too short for one loop', () => {
    expect(() => loopSeconds(5, 48_000)).toThrow(/too short/);
  });

  // The bundled demo's last frames in decode order (30 fps, two B-frames): the keyframe that opens the next
  // loop (pts 120.021) is decoded before the last two frames shown.
  const tail = `119.854362,119.787695,__
119.921029,119.821029,__
119.887695,119.854362,__
119.987695,119.887695,__
119.954362,119.921029,__
120.021029,119.954362,K_
120.154362,119.987695,__
120.087695,120.021029,__`;
  const packets = [{ pts: 0.021029, dts: -0.045638, key: true }, ...readPackets(tail)];

  it('reads ffprobe’s packet lines, keyframes by their flag', () => {
    expect(readPackets('0.021029,-0.045638,K_\nN/A,N/A,__\n0.154362,-0.012305,__\n')).toEqual([
      { pts: 0.021029, dts: -0.045638, key: true },
      { pts: 0.154362, dts: -0.012305, key: false },
    ]);
  });

  it('stops the picture just before the next loop’s keyframe: every frame shown until then kept, none after', () => {
    const cut = videoCut(packets, 120);
    const kept = packets.filter((p) => p.dts < cut);
    expect(Math.max(...kept.map((p) => p.pts))).toBeCloseTo(119.987695, 6);
    expect(kept.some((p) => p.pts > 120.021)).toBe(false);
    expect(kept.map((p) => p.pts)).toContain(119.954362);
  });

  it('cuts at the loop’s length when no keyframe follows it', () => {
    expect(videoCut(packets, 130)).toBe(130);
  });
});
