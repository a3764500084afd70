import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sphericalBoxes, withSphericalMetadata } from './spherical';

const dir = mkdtempSync(join(tmpdir(), 'spherical-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A one-second MP4 from ffmpeg (its moov after the mdat). */
function clip(): Buffer {
  const path = join(dir, 'clip.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=128x64:d=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', path]);
  return readFileSync(path);
}

describe('Spherical Video V2 metadata', () => {
  it('builds st3d and sv3d (svhd, proj with prhd and equi) with their sizes', () => {
    const boxes = sphericalBoxes('top-bottom');
    expect(boxes.toString('latin1', 4, 8)).toBe('st3d');
    expect(boxes.readUInt32BE(0)).toBe(13);
    expect(boxes[12]).toBe(1); // top-bottom
    expect(boxes.toString('latin1', 17, 21)).toBe('sv3d');
    expect(13 + boxes.readUInt32BE(13)).toBe(boxes.length);
    for (const type of ['svhd', 'proj', 'prhd', 'equi']) expect(boxes.includes(Buffer.from(type))).toBe(true);
  });

  it('adds them to the video sample entry so that ffprobe reads an equirectangular mono video', () => {
    const path = join(dir, 'spherical.mp4');
    writeFileSync(path, withSphericalMetadata(clip(), 'mono'));
    const probe = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream_side_data', '-of', 'json', path], { encoding: 'utf8' });
    const sideData = (JSON.parse(probe) as { streams: { side_data_list?: Record<string, unknown>[] }[] }).streams[0]?.side_data_list ?? [];
    expect(sideData).toContainEqual(expect.objectContaining({ side_data_type: 'Spherical Mapping', projection: 'equirectangular' }));
    expect(sideData).toContainEqual(expect.objectContaining({ side_data_type: 'Stereo 3D', type: '2D' }));
    // Still a playable file: every frame decodes.
    expect(() => execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 'null', '-'])).not.toThrow();
    expect(() => withSphericalMetadata(readFileSync(path), 'mono')).toThrow(/already/);
  });
});
