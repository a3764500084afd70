import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveFile, liveFilesMiddleware, liveHeaders } from './vite-plugin-live-files';

const root = mkdtempSync(join(tmpdir(), 'live-files-'));

describe('liveFile: the request path → a packager file', () => {
  it('maps the master, a rendition playlist, an init segment, a segment and captions into the live folder', () => {
    expect(liveFile(root, '/live/demo/master.m3u8')).toBe(join(root, 'demo', 'master.m3u8'));
    expect(liveFile(root, '/live/demo/v2/index.m3u8?_HLS_msn=3')).toBe(join(root, 'demo', 'v2', 'index.m3u8'));
    expect(liveFile(root, '/live/demo/v0/init_0.mp4')).toBe(join(root, 'demo', 'v0', 'init_0.mp4'));
    expect(liveFile(root, '/live/demo/v1/seg_1795795706.m4s')).toBe(join(root, 'demo', 'v1', 'seg_1795795706.m4s'));
    expect(liveFile(root, '/live/stage-1/subs-en/index17.vtt')).toBe(join(root, 'stage-1', 'subs-en', 'index17.vtt'));
  });

  it('refuses anything that could leave the live folder or is not a packager file', () => {
    for (const path of [
      '/live/../package.json',
      '/live/demo/../../package.json',
      '/live/demo/%2e%2e/x.m3u8',
      '/live/_sources/demo.mp4',
      '/live/.hidden/master.m3u8',
      '/live/demo/v0/index.m3u8.tmp',
      '/live/demo/notes.txt',
      '/live/demo',
      '/live/demo/a/b/c.m4s',
      '/media/demo/master.m3u8',
    ]) {
      expect(liveFile(root, path), path).toBeUndefined();
    }
  });
});

describe('liveHeaders', () => {
  it('never lets a playlist be cached, and names each type as players expect', () => {
    expect(liveHeaders('x/master.m3u8')).toEqual({ 'Content-Type': 'application/vnd.apple.mpegurl', 'Cache-Control': 'no-store' });
    expect(liveHeaders('x/seg_1.m4s')['Content-Type']).toBe('video/iso.segment');
    expect(liveHeaders('x/init_0.mp4')['Content-Type']).toBe('video/mp4');
    expect(liveHeaders('x/index3.vtt')['Content-Type']).toBe('text/vtt; charset=utf-8');
    expect(liveHeaders('x/seg_1.m4s')['Cache-Control']).not.toBe('no-store');
  });
});

describe('the middleware, over HTTP', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    mkdirSync(join(root, 'demo', 'v0'), { recursive: true });
    writeFileSync(join(root, 'demo', 'master.m3u8'), '#EXTM3U\n');
    writeFileSync(join(root, 'demo', 'v0', 'seg_7.m4s'), Buffer.alloc(1000, 1));
    const middleware = liveFilesMiddleware(root);
    server = createServer((req, res) => middleware(req, res, () => res.writeHead(299).end('passed on')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a file being packaged with its type and caching', async () => {
    const master = await fetch(`${base}/live/demo/master.m3u8`);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toBe('no-store');
    expect(await master.text()).toBe('#EXTM3U\n');
    const segment = await fetch(`${base}/live/demo/v0/seg_7.m4s`);
    expect(segment.headers.get('content-length')).toBe('1000');
    expect((await segment.arrayBuffer()).byteLength).toBe(1000);
  });

  it('answers 404 (not the site’s page) when nothing is packaged there, and passes other paths on', async () => {
    const missing = await fetch(`${base}/live/tonight/master.m3u8`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${base}/live/demo/../../etc/passwd`)).status).not.toBe(200);
    expect((await fetch(`${base}/concert/demo`)).status).toBe(299);
  });
});
