/**
 * Renders the stills of the demo hall (stills-shots.ts) in headless Chromium (SwiftShader WebGL, as render.ts)
 * into 1920×1080 PNG sources (assets/stills/, not in git), then encodes every file that src/content/stills.ts
 * lists into public/images/stills/.
 *
 *   npx jiti scripts/demo/stills.ts [--only stage-row3,harpsichord] [--skip-render]
 *
 * --skip-render encodes the PNGs already in assets/stills/ again. Needs Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium) and ffmpeg with libaom-av1 and libwebp.
 */
import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { once } from 'node:events';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { createServer, type Plugin } from 'vite';
import { STILL_FORMATS, STILL_NAMES, STILL_SIZE, STILL_WIDTHS, type StillName } from '../../src/content/stills';
import { encodeArgs, sourceArgs, SUPERSAMPLE } from './stills-encode';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SCENE = join(ROOT, 'scripts/demo/scene');
const SOURCES = join(ROOT, 'assets/stills');
const PUBLIC = join(ROOT, 'public');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

const { values } = parseArgs({ options: { only: { type: 'string' }, 'skip-render': { type: 'boolean', default: false } } });

async function ffmpeg(args: string[], input?: Buffer): Promise<void> {
  const child = spawn('ffmpeg', args, { stdio: [input ? 'pipe' : 'ignore', 'inherit', 'inherit'] });
  child.stdin?.end(input);
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}: ffmpeg ${args.join(' ')}`);
}

/** The page POSTs its pixels here; the next waiting render takes them. */
function framePlugin(onFrame: (pixels: Buffer) => void): Plugin {
  return {
    name: 'still-frame',
    configureServer(server) {
      server.middlewares.use('/frame', (request: IncomingMessage, response: ServerResponse) => {
        void (async () => {
          const chunks: Buffer[] = [];
          for await (const chunk of request) chunks.push(chunk as Buffer);
          onFrame(Buffer.concat(chunks));
          response.statusCode = 204;
          response.end();
        })();
      });
    },
  };
}

async function renderAll(names: readonly StillName[]) {
  let received: Buffer | undefined;
  const server = await createServer({ root: SCENE, configFile: false, logLevel: 'warn', server: { host: '127.0.0.1', port: 4791, hmr: false }, plugins: [framePlugin((pixels) => (received = pixels))] });
  await server.listen();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const address = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4791/';
    mkdirSync(SOURCES, { recursive: true });
    for (const name of names) {
      const started = Date.now();
      received = undefined;
      const page = await browser.newPage();
      page.on('console', (message) => message.type() === 'error' && console.error(`page: ${message.text()}`));
      const [w, h] = [STILL_SIZE.width * SUPERSAMPLE, STILL_SIZE.height * SUPERSAMPLE];
      await page.goto(`${address}still.html?shot=${name}&w=${w}&h=${h}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.demoDone !== undefined, null, { timeout: 0, polling: 500 });
      const done = await page.evaluate(() => window.demoDone);
      await page.close();
      if (!done || 'error' in done || !received) throw new Error(`${name}: the still page failed: ${done && 'error' in done ? done.error : 'no pixels'}`);
      await ffmpeg(sourceArgs(join(SOURCES, `${name}.png`)), received);
      console.log(`${name}: rendered in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await browser?.close();
    await server.close();
  }
}

async function encode(name: StillName) {
  mkdirSync(join(PUBLIC, 'images/stills'), { recursive: true });
  for (const format of STILL_FORMATS) {
    for (const width of STILL_WIDTHS[format]) await ffmpeg(encodeArgs(join(SOURCES, `${name}.png`), PUBLIC, name, format, width));
  }
}

/** Files of a still no longer listed (a width or format dropped) would be served for nothing. */
function removeUnlisted() {
  const dir = join(PUBLIC, 'images/stills');
  const listed = new Set(STILL_NAMES.flatMap((name) => STILL_FORMATS.flatMap((format) => STILL_WIDTHS[format].map((width) => `${name}-${width}.${format}`))));
  for (const file of readdirSync(dir)) if (!listed.has(file)) rmSync(join(dir, file));
  const bytes = readdirSync(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
  console.log(`public/images/stills: ${readdirSync(dir).length} files, ${bytes} bytes`);
}

async function main() {
  const names = values.only ? values.only.split(',').map((name) => name.trim()) : [...STILL_NAMES];
  const unknown = names.filter((name) => !(STILL_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`no still called ${unknown.join(', ')}`);
  const stills = names as StillName[];
  if (!values['skip-render']) await renderAll(stills);
  for (const name of stills) await encode(name);
  removeUnlisted();
}

main().catch((error: unknown) => {
  console.error(`stills: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
