import { describe, expect, it } from 'vitest';
import { FFMPEG_INSTALL_HINT, hasFfmpeg, hasProtocol } from './ffmpeg-check';

describe('finding ffmpeg', () => {
  it('tells a newcomer on any system how to install it, in one line', () => {
    expect(FFMPEG_INSTALL_HINT).not.toContain('\n');
    for (const command of ['apt-get install ffmpeg', 'brew install ffmpeg', 'winget install ffmpeg']) expect(FFMPEG_INSTALL_HINT).toContain(command);
  });

  it('finds this machine’s ffmpeg and reads its protocols', () => {
    expect(hasFfmpeg()).toBe(true);
    expect(hasProtocol('rtmp')).toBe(true);
    expect(hasProtocol('no-such-protocol')).toBe(false);
  });
});
