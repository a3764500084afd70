import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StallingServer {
  /** `http://127.0.0.1:<port>`: any path under `/stall/` stalls, any other answers `body` whole. */
  origin: string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A real HTTP server for tests of request deadlines, the site's and the engine's: under `/stall/` it sends its headers and the first
 * bytes of `body`, then nothing more (the connection stays open), as a proxy that holds a transfer does.
 */
export async function startStallingServer(body: string): Promise<StallingServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    if (request.url?.startsWith('/stall/')) response.write(body.slice(0, 1));
    else response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
