import { onParentExit } from './on-parent-exit.ts';
import type { Packager } from './packager.ts';

/**
 * Keeps a command line's packager running until Ctrl-C or SIGTERM, then ends the stream, removes its folder
 * and exits; exits with ffmpeg's code if ffmpeg stops on its own (a push that ended, a source that vanished).
 */
export function runUntilSignal(packager: Packager, log: (line: string) => void): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: ending the live stream…`);
    void packager.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Run through npm (npm run live:demo), a SIGTERM to npm reaches its shell only (see on-parent-exit.ts).
  onParentExit(() => stop('SIGTERM'));
  void packager.exited.then((code) => {
    if (stopping) return;
    // A push that ended: ffmpeg closed the playlists with EXT-X-ENDLIST, which stays for the players to see.
    log(`ffmpeg stopped (exit code ${code ?? 'signal'}); the stream is marked as ended.`);
    process.exit(code === 0 ? 0 : 1);
  });
}
