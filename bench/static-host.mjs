// Serves a build as the static hosts the README names (Netlify, Cloudflare Pages, Vercel) serve it: HTTPS over
// HTTP/2, text compressed, the build's own `_headers`, and the README's rule (an address is `<address>.html` when
// that exists, otherwise `/app.html`). `vite preview` speaks HTTP/1.1 without TLS, which no host does: Lighthouse's
// model then opens a fresh connection for each font and image (Chrome keeps CORS font requests on connections of
// their own), and charges the page for it.
// The certificate is a throwaway one made by openssl; the browser is told to accept it (IGNORE_CERT_ARG).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const IGNORE_CERT_ARG = '--ignore-certificate-errors';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.xml': 'application/xml', '.txt': 'text/plain',
  '.woff2': 'font/woff2', '.avif': 'image/avif', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png',
  '.m3u8': 'application/vnd.apple.mpegurl', '.m4s': 'video/iso.segment', '.mp4': 'video/mp4', '.vtt': 'text/vtt',
};
const COMPRESSED = /^(text\/|application\/(json|manifest\+json|xml|vnd\.apple\.mpegurl)|image\/svg)/;

/** The file an address is served from: the README's rule (`<address>.html`, else `/app.html`). */
function fileFor(outDir, pathname) {
  const isFile = (path) => existsSync(path) && statSync(path).isFile();
  if (pathname !== '/' && isFile(join(outDir, pathname))) return pathname;
  const page = pathname === '/' ? '/index.html' : `${pathname.replace(/\/+$/, '')}.html`;
  if (isFile(join(outDir, page))) return page;
  return extname(pathname) ? null : '/app.html';
}

/** `_headers` (Netlify's format): `[pattern, {name: value}]` in file order; a pattern may end in `*`. */
function readHeaders(outDir) {
  const path = join(outDir, '_headers');
  if (!existsSync(path)) return [];
  const rules = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push([line.trim(), {}]);
    else if (rules.length) {
      const at = line.indexOf(':');
      rules.at(-1)[1][line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

const matches = (pattern, pathname) => (pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern);

function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cert-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
      '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch (error) {
    throw new Error(`openssl is needed to serve the build over HTTPS (apt-get install -y openssl): ${error.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves `outDir` at https://127.0.0.1:`port` over HTTP/2; resolves once it listens. */
export async function serveLikeHost({ port, outDir = 'dist' }) {
  const rules = readHeaders(outDir);
  const server = createSecureServer(certificate(), (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'https://host').pathname);
    const file = fileFor(outDir, pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body = readFileSync(join(outDir, file));
    const headers = { 'content-type': type };
    for (const [pattern, values] of rules) if (matches(pattern, pathname)) Object.assign(headers, values);
    if (COMPRESSED.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(200, headers).end(body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { url: `https://127.0.0.1:${port}`, stop: () => server.close() };
}
