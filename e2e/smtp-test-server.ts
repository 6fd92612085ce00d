/**
 * The test SMTP server (`startTestSmtpServer` of @app/adapters-mail/testing) behind fixed ports, started by
 * Playwright as a web server before the site, so the site's SMTP_URL can name it: SMTP on the first port, and on the
 * second `GET /received`, every mail it received (parsed: from, to, subject, text, html, headers), for the specs to
 * poll. Run with Node 24 (type stripping): `node e2e/smtp-test-server.ts <smtp port> <http port>`.
 */
import { createServer } from 'node:http';
import { startTestSmtpServer } from '../packages/adapters-mail/test-support/index.ts';

const smtp = await startTestSmtpServer({ port: Number(process.argv[2]) });

createServer((incoming, outgoing) => {
  const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
  if (url.pathname !== '/received') {
    outgoing.writeHead(404);
    outgoing.end();
    return;
  }
  outgoing.writeHead(200, { 'content-type': 'application/json' });
  outgoing.end(JSON.stringify({ messages: smtp.messages() }));
}).listen(Number(process.argv[3]), '127.0.0.1');
