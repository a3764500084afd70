import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

/**
 * A static host as the README's Deploying section describes one: files from a build folder, an address
 * answered with `<address>.html` when the build has that page, else with app.html (the one rule), and the headers of the build's own `_headers` file
 * (Netlify's format) on every answer. Read here independently of the generator, as a host would read it.
 */
export interface HeaderRule {
  pattern: RegExp;
  headers: [name: string, value: string][];
}

/** Netlify's `_headers`: a path line (`*` matches anything), then its `Name: value` lines, indented. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${pattern}$`), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a path, or without a colon: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.glb': 'model/gltf-binary',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

export interface HeadersServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves `root` on a free port of 127.0.0.1 with the headers of `root/_headers`. */
export async function serveWithHeaders(root: string): Promise<HeadersServer> {
  const base = resolve(root);
  const rules = parseHeadersFile(await readFile(join(base, '_headers'), 'utf8'));
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
      const isFile = async (candidate: string) =>
        candidate.startsWith(base + sep) && (await stat(candidate).catch(() => null))?.isFile() === true;
      const asIs = resolve(base, `.${path}`);
      const page = path === '/' ? join(base, 'index.html') : resolve(base, `.${path.replace(/\/+$/, '')}.html`);
      const file = (await isFile(asIs)) ? asIs : (await isFile(page)) ? page : join(base, 'app.html');
      for (const rule of rules) {
        if (rule.pattern.test(path)) for (const [name, value] of rule.headers) response.setHeader(name, value);
      }
      response.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
      response.end(await readFile(file));
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
