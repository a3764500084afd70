import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { liveRoot, STREAM_NAME } from './live/live-dir.ts';

/** What a live packager writes, and the types players expect for each. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** A file name the packagers write: letters, digits, `_`, `-` and one extension from the list above. */
const FILE_NAME = /^[a-z0-9_-]+\.[a-z0-9]+$/i;

/**
 * The file on disk for a request path under /live/, or undefined for any other path and for anything that
 * is not a packager's file (so no request can climb out of the live folder).
 */
export function liveFile(root: string, urlPath: string): string | undefined {
  const parts = urlPath.split('?')[0]?.split('/') ?? [];
  // '', 'live', <stream>, [<rendition>,] <file>
  if (parts[0] !== '' || parts[1] !== 'live' || parts.length < 4 || parts.length > 5) return undefined;
  const [stream = '', ...rest] = parts.slice(2);
  const file = rest.at(-1) ?? '';
  const folders = rest.slice(0, -1);
  if (!STREAM_NAME.test(stream) || !folders.every((f) => STREAM_NAME.test(f))) return undefined;
  if (!FILE_NAME.test(file) || !(extname(file).toLowerCase() in CONTENT_TYPES)) return undefined;
  return join(root, stream, ...folders, file);
}

/**
 * Playlists change every segment: never cached. Segments and init files never change once written (a new
 * run writes new names), but a loop of the demo reuses names within minutes, so they are kept briefly.
 */
export function liveHeaders(file: string): Record<string, string> {
  const ext = extname(file).toLowerCase();
  return {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': ext === '.m3u8' ? 'no-store' : 'max-age=10',
  };
}

function sizeOf(file: string): number | undefined {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
}

/** The middleware: a packager's file, 404 for a /live/ path with nothing behind it, anything else passed on. */
export function liveFilesMiddleware(root: string): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    const path = req.url ?? '/';
    if (!path.startsWith('/live/')) return next();
    const file = liveFile(root, path);
    const size = file && sizeOf(file);
    if (!file || size === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('No live stream here: start one with npm run live:demo (README: Live concerts).\n');
      return;
    }
    res.writeHead(200, { ...liveHeaders(file), 'Content-Length': String(size), 'Access-Control-Allow-Origin': '*' });
    if (req.method === 'HEAD') res.end();
    // The packager may delete a segment that slid out of the window between stat and read.
    else createReadStream(file).on('error', () => res.destroy()).pipe(res);
  };
}

/**
 * Serves the live packagers' output (scripts/live/) at /live/<name>/… from `vite preview` and `vite`, so a
 * concert's live stream address is on the site's own origin, as a CDN would carry it in production.
 */
export function liveFiles(): Plugin {
  const root = liveRoot();
  return {
    name: 'live-files',
    configurePreviewServer(server) {
      server.middlewares.use(liveFilesMiddleware(root));
    },
    configureServer(server) {
      server.middlewares.use(liveFilesMiddleware(root));
    },
  };
}
