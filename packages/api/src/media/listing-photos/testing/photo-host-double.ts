import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A route of the photo host: what it sends for a path. */
export type PhotoHostRoute = (response: ServerResponse) => void;

/** A photo host double on 127.0.0.1: its origin, how often each path was asked for, and close. */
export interface PhotoHostDouble {
  readonly origin: string;
  hits(path: string): number;
  close(): Promise<void>;
}

/** Test only: a real HTTP server on a free loopback port answering each path with its route (404 otherwise). */
export async function startPhotoHost(routes: Record<string, PhotoHostRoute>): Promise<PhotoHostDouble> {
  const counts = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const route = routes[path];
    if (route === undefined) response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    else route(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A route sending bytes with a content type, and a content-length unless `chunked`. */
export function sends(bytes: Uint8Array, contentType: string, options: { chunked?: boolean } = {}): PhotoHostRoute {
  return (response) => {
    if (options.chunked === true) {
      response.writeHead(200, { 'content-type': contentType });
      for (let at = 0; at < bytes.byteLength; at += 64 * 1024) response.write(bytes.subarray(at, at + 64 * 1024));
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': contentType, 'content-length': String(bytes.byteLength) }).end(bytes);
  };
}

/** A route redirecting (302) to a location. */
export function redirects(location: string): PhotoHostRoute {
  return (response) => response.writeHead(302, { location }).end();
}

/** A route that never answers (for the timeout). */
export const hangs: PhotoHostRoute = () => undefined;
