import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * How long an idle kept-alive connection stays open: longer than a proxy or load balancer in front keeps its idle
 * connections (60 s is their usual setting). Node's default, 5 s, let a client that reused a connection just as the
 * server closed it get a reset instead of an answer: an e2e run's `GET /api/admin/articles/…` failed so
 * (`read ECONNRESET`), and behind a proxy the visitor gets a 502.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The Node HTTP server the site listens with. */
export function createNodeServer(listener: RequestListener): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node's advice: the time allowed for a request's headers must outlast the keep-alive timeout.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
