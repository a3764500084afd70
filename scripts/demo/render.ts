/**
 * Renders the concert hall (scene/) in headless Chromium (SwiftShader WebGL) and pipes every frame's pixels
 * into ffmpeg: a camera-like H.264 MP4 with the music, or PNG stills to check the picture.
 *
 *   npx jiti scripts/demo/render.ts --out assets/demo/motion-loop.mp4 [--seconds 6] [--fps 30]
 *   npx jiti scripts/demo/render.ts --out /tmp/frame-%03d.png --from 90 --frames 1
 *
 * Options: --width (2048; one eye's height is half), --face (cube face size, 1024), --crf (16), --stereo
 * (two eyes, top-bottom: the frame is as tall as it is wide), --audio (a WAV to mux in). --seconds defaults
 * to the motion loop (score.ts: one pass of the ground bass, 6 s), which make-demo.sh repeats under the music.
 * Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and ffmpeg with libx264.
 */
import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { createServer, type Plugin } from 'vite';
import { ffmpegArgs, type Output } from './render-ffmpeg';
import { MOTION_LOOP_BEATS, secondsAt } from './score';

const SCENE = join(dirname(fileURLToPath(import.meta.url)), 'scene');
/** The same SwiftShader set-up as the browser tests (playwright.config.ts, TESTING.md). */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    audio: { type: 'string' },
    seconds: { type: 'string', default: String(secondsAt(MOTION_LOOP_BEATS)) },
    fps: { type: 'string', default: '30' },
    from: { type: 'string', default: '0' },
    frames: { type: 'string' },
    width: { type: 'string', default: '2048' },
    face: { type: 'string', default: '1024' },
    crf: { type: 'string', default: '16' },
    stereo: { type: 'boolean', default: false },
  },
});

function framesPlugin(sink: NodeJS.WritableStream, onFrame: (n: number) => void): Plugin {
  return {
    name: 'demo-frames',
    configureServer(server) {
      server.middlewares.use('/frame', (request: IncomingMessage, response: ServerResponse) => {
        void (async () => {
          for await (const chunk of request) if (!sink.write(chunk as Buffer)) await once(sink, 'drain');
          onFrame(Number(new URL(request.url ?? '', 'http://x').searchParams.get('n')));
          response.statusCode = 204;
          response.end();
        })().catch((error: unknown) => {
          response.statusCode = 500;
          response.end(String(error));
        });
      });
    },
  };
}

async function main() {
  if (!values.out) throw new Error('--out is required');
  const fps = Number(values.fps);
  const width = Number(values.width);
  const from = Number(values.from);
  const count = values.frames === undefined ? Math.round(Number(values.seconds) * fps) : Number(values.frames);
  const eyes = values.stereo ? 2 : 1;
  const output: Output = { path: values.out, width, height: (width / 2) * eyes, fps, audio: values.audio ?? null, crf: Number(values.crf) };
  const ffmpeg = spawn('ffmpeg', ffmpegArgs(output), { stdio: ['pipe', 'inherit', 'inherit'] });
  const started = Date.now();
  const onFrame = (n: number) => {
    const done = n - from + 1;
    if (done % 30 === 0 || done === count || count <= 10) console.log(`frame ${done}/${count}, ${((Date.now() - started) / done / 1000).toFixed(2)} s a frame`);
  };
  const server = await createServer({
    root: SCENE,
    configFile: false,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 4790, hmr: false },
    plugins: [framesPlugin(ffmpeg.stdin, onFrame)],
  });
  await server.listen();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    page.on('console', (message) => message.type() === 'error' && console.error(`page: ${message.text()}`));
    const address = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4790/';
    // The page renders its first frame (all six faces, tens of seconds on busy cores) before `load`: wait for
    // its own signal instead.
    await page.goto(`${address}?w=${width}&h=${width / 2}&face=${values.face}&fps=${fps}&from=${from}&to=${from + count}&eyes=${eyes}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.demoDone !== undefined, null, { timeout: 0, polling: 1000 });
    const done = await page.evaluate(() => window.demoDone);
    if (done && 'error' in done) throw new Error(`the render page failed: ${done.error}`);
  } finally {
    await browser.close();
    await server.close();
    ffmpeg.stdin.end();
  }
  const [code] = (await once(ffmpeg, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}`);
  console.log(`rendered ${count} frames in ${((Date.now() - started) / 1000).toFixed(0)} s → ${values.out}`);
}

main().catch((error: unknown) => {
  console.error(`render: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
