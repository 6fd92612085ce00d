// The yardstick: a bare node:http server answering every request with the same bytes and
// headers our server sent for one URL. Usage: node bare-server.mjs <port> <capture.json>
// (the capture holds `body` as text, or `bodyBase64` for compressed bytes, and `headers`)
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [port, capture] = process.argv.slice(2);
const { body, bodyBase64, headers } = JSON.parse(readFileSync(capture, 'utf8'));
const bytes = bodyBase64 === undefined ? Buffer.from(body, 'utf8') : Buffer.from(bodyBase64, 'base64');
const sent = { ...headers, 'content-length': String(bytes.length) };
createServer((_request, response) => {
  response.writeHead(200, sent);
  response.end(bytes);
}).listen(Number(port), '127.0.0.1', () => console.info('ready'));
