// Shared by the benchmarks: serve the production build and drive the system Chromium.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

/** Starts `vite preview` of `outDir` on `port`; resolves once it answers. */
export async function servePreview({ port, outDir = 'dist' }) {
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', '--outDir', outDir], {
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  server.on('exit', () => (exited = true));
  const stop = () => {
    if (!exited) process.kill(-server.pid);
  };
  for (let i = 0; i < 100; i++) {
    // With --strictPort a taken port ends our server: measuring whatever answers there would be wrong.
    if (exited) throw new Error(`vite preview could not start on ${url} (is the port taken?)`);
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  stop();
  throw new Error(`vite preview did not start on ${url}`);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
