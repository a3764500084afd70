import { spawnSync } from 'node:child_process';

/** One line a newcomer can act on, whatever their system. */
export const FFMPEG_INSTALL_HINT =
  'The live demo needs ffmpeg: install it (Debian/Ubuntu: sudo apt-get install ffmpeg · macOS: brew install ffmpeg · Windows: winget install ffmpeg) and run npm start again.';

/** Whether `ffmpeg` runs from the PATH. */
export function hasFfmpeg(): boolean {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

/** Whether this ffmpeg was built with a protocol (`ffmpeg -protocols`), e.g. srt, which not every build has. */
export function hasProtocol(protocol: string): boolean {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-protocols'], { encoding: 'utf8' });
  return (result.stdout ?? '').split('\n').some((line) => line.trim() === protocol);
}
