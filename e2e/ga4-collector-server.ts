/**
 * The GA4 double (`startGa4CollectorDouble`) and the Meta Conversions API double (`startMetaCapiDouble`, for the pixel
 * and token in META_PIXEL_ID and META_CAPI_TOKEN) behind one fixed port, started by Playwright as a web server before
 * the site, so the site's GA_COLLECT_URL and META_CAPI_URL can name it. `/mp/collect` and `/debug/mp/collect` go to
 * GA4's double, `/v21.0/{pixel}/events` to Meta's; `GET /received` answers what each kept (and how many requests GA4
 * dropped), for the specs to poll. Run with Node 24 (type stripping): `node e2e/ga4-collector-server.ts <port>`.
 */
import { createServer } from 'node:http';
import { startGa4CollectorDouble, startMetaCapiDouble } from '../packages/adapters-analytics/test-support/index.ts';

const port = Number(process.argv[2]);
const double = await startGa4CollectorDouble();
const origin = new URL(double.collectUrl).origin;
const meta = await startMetaCapiDouble({
  pixelId: process.env.META_PIXEL_ID ?? '',
  accessToken: process.env.META_CAPI_TOKEN ?? '',
});
const metaOrigin = new URL(meta.capiUrl).origin;

createServer((incoming, outgoing) => {
  const chunks: Buffer[] = [];
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
  incoming.on('end', () => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/received') {
      outgoing.writeHead(200, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ events: double.events, dropped: double.droppedRequests(), meta: meta.events }));
      return;
    }
    const target = url.pathname.startsWith('/v21.0/') ? metaOrigin : origin;
    void fetch(`${target}${url.pathname}${url.search}`, {
      method: incoming.method ?? 'GET',
      ...(incoming.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
    }).then(
      async (answer) => {
        outgoing.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
        outgoing.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => {
        outgoing.writeHead(502);
        outgoing.end();
      },
    );
  });
}).listen(port, '127.0.0.1');
