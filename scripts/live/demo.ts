/**
 * `npm run live:demo [-- --name demo --window 6]`: the bundled demo concert as a live stream, looping for
 * ever, at /live/<name>/master.m3u8 of `npm start`/`vite preview` (README: Live concerts).
 */
import { startDemoPackager } from './demo-packager.ts';
import { FFMPEG_INSTALL_HINT, hasFfmpeg } from './ffmpeg-check.ts';
import { livePath } from './live-dir.ts';
import { LiveOptionsError, parseDemoOptions } from './live-options.ts';
import { runUntilSignal } from './run-until-signal.ts';

const USAGE = 'Usage: npm run live:demo [-- --name <name> --window <segments>]';

async function main(): Promise<void> {
  const options = parseDemoOptions(process.argv.slice(2));
  if (!hasFfmpeg()) throw new LiveOptionsError(FFMPEG_INSTALL_HINT);
  const packager = await startDemoPackager(options);
  console.log(`live:demo: the demo concert is live at ${livePath(options.name)} (ffmpeg ${packager.pid}); Ctrl-C ends it.`);
  runUntilSignal(packager, (line) => console.log(`live:demo: ${line}`));
}

main().catch((error: unknown) => {
  const usage = error instanceof LiveOptionsError;
  console.error(`live:demo: ${error instanceof Error ? error.message : String(error)}${usage ? `\n${USAGE}` : ''}`);
  process.exit(usage ? 2 : 1);
});
