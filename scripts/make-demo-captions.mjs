#!/usr/bin/env node
/**
 * Publishes the stereo test stream's captions as HLS subtitle renditions: for each language, the WebVTT source in
 * assets/captions/<stream>/<lang>.vtt becomes public/media/<stream>/subs/<lang>.vtt with a one-segment media
 * playlist subs/<lang>.m3u8, and master.m3u8 gets one #EXT-X-MEDIA:TYPE=SUBTITLES line per language and
 * SUBTITLES="subs" on every variant. The video files are not touched; running it twice gives the same files.
 *
 *   node scripts/make-demo-captions.mjs [demo-stereo]
 *
 * make-stereo-demo-stream.sh calls it at its end, since it rewrites master.m3u8. The demo concert's captions
 * (public/media/demo/) are published by the media pipeline itself (scripts/demo/make-demo.sh passes them
 * to `npm run media:ingest -- … --captions <lang>=<file>`), so it is no longer listed here.
 * scripts/demo-stream.test.ts checks the result with the player's own parser (xr/core/captions).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

// One writer of published WebVTT (the pipeline's: see publishableVtt for the rules), loaded through jiti as Node
// cannot import TypeScript itself.
const { publishableVtt } = await createJiti(import.meta.url).import('./media/captions.ts');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STREAMS = ['demo-stereo'];
const GROUP = 'subs';

/** The site's six languages, each named in itself as a caption menu shows it. */
const LANGUAGES = [
  ['en', 'English'],
  ['nl', 'Nederlands'],
  ['es', 'Español'],
  ['pt', 'Português'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
];

/** The captions say what is heard as well as what is said (Apple's attributes for SDH subtitles). */
const CHARACTERISTICS = 'public.accessibility.transcribes-spoken-dialog,public.accessibility.describes-music-and-sound';

function die(message) {
  console.error(`make-demo-captions: ${message}`);
  process.exit(1);
}

const lines = (text) => text.split(/\r?\n/);

/** The total duration of the first variant's media playlist, which the one subtitle segment spans. */
function streamDuration(out, master) {
  const variant = lines(master).find((line, i, all) => line && !line.startsWith('#') && all[i - 1]?.startsWith('#EXT-X-STREAM-INF:'));
  if (!variant) die(`${out}/master.m3u8 lists no variant`);
  const playlist = readFileSync(join(out, variant), 'utf8');
  const seconds = lines(playlist)
    .filter((line) => line.startsWith('#EXTINF:'))
    .reduce((sum, line) => sum + Number.parseFloat(line.slice('#EXTINF:'.length)), 0);
  if (!(seconds > 0)) die(`${variant} has no segments`);
  return seconds;
}

function mediaPlaylist(lang, seconds) {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.round(seconds)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${seconds.toFixed(6)},`,
    `${lang}.vtt`,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

const mediaLine = ([lang, name]) =>
  `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${GROUP}",LANGUAGE="${lang}",NAME="${name}",DEFAULT=NO,AUTOSELECT=YES,` +
  `CHARACTERISTICS="${CHARACTERISTICS}",URI="${GROUP}/${lang}.m3u8"`;

/** The master playlist with this script's lines replaced (not added twice) after #EXT-X-VERSION (or #EXTM3U). */
function masterWithSubtitles(master) {
  const kept = lines(master)
    .filter((line) => !/^#EXT-X-MEDIA:.*\bTYPE=SUBTITLES\b/.test(line))
    .map((line) => (line.startsWith('#EXT-X-STREAM-INF:') ? `${line.replace(/,SUBTITLES="[^"]*"/, '')},SUBTITLES="${GROUP}"` : line));
  const at = kept.findIndex((line) => line.startsWith('#EXT-X-VERSION:'));
  kept.splice((at >= 0 ? at : kept.indexOf('#EXTM3U')) + 1, 0, ...LANGUAGES.map(mediaLine));
  return kept.join('\n');
}

function publish(stream) {
  const source = join(ROOT, 'assets', 'captions', stream);
  const out = join(ROOT, 'public', 'media', stream);
  const masterPath = join(out, 'master.m3u8');
  if (!existsSync(masterPath)) die(`${masterPath} is missing: make the stream first`);
  const master = readFileSync(masterPath, 'utf8');
  const seconds = streamDuration(out, master);
  rmSync(join(out, GROUP), { recursive: true, force: true });
  mkdirSync(join(out, GROUP));
  for (const [lang] of LANGUAGES) {
    const file = join(source, `${lang}.vtt`);
    if (!existsSync(file)) die(`${file} is missing: every stream has captions in all six languages`);
    writeFileSync(join(out, GROUP, `${lang}.vtt`), publishableVtt(readFileSync(file, 'utf8')));
    writeFileSync(join(out, GROUP, `${lang}.m3u8`), mediaPlaylist(lang, seconds));
  }
  writeFileSync(masterPath, masterWithSubtitles(master));
  console.log(`Captions written to public/media/${stream}/${GROUP}/ (${LANGUAGES.length} languages, ${seconds.toFixed(3)} s)`);
}

const named = process.argv.slice(2);
for (const stream of named) if (!STREAMS.includes(stream)) die(`unknown stream ${stream} (one of ${STREAMS.join(', ')})`);
for (const stream of named.length > 0 ? named : STREAMS) publish(stream);
