import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_FIXTURES } from '@app/testing';
import { as, createAdminTestApp, jsonAs } from '../admin/admin-test-kit.ts';
import { bodyTooLargeMessage, REQUEST_BODY_LIMIT_BYTES } from './body-limit.ts';

const TOO_LARGE = { error: bodyTooLargeMessage(REQUEST_BODY_LIMIT_BYTES) };
const MiB = 1024 * 1024;

/** A JSON body just over the limit: one long string field. */
function oversizedJson(): string {
  return JSON.stringify({ name: 'x'.repeat(REQUEST_BODY_LIMIT_BYTES) });
}

/** A streamed body of `totalBytes` made as it is read, counting the bytes the server pulled. */
function countingStream(totalBytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const read = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= totalBytes) return controller.close();
      read.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

describe('the request body limit', () => {
  it('answers 413 with the limit named on every JSON route, signed in or not, known or not', async () => {
    const { app, contactInbox } = createAdminTestApp();
    const json = { 'content-type': 'application/json' };
    const requests: [string, RequestInit][] = [
      ['/api/contact', { method: 'POST', headers: json, body: oversizedJson() }],
      ['/api/auth/sign-in', { method: 'POST', headers: json, body: oversizedJson() }],
      ['/api/admin/footer-links', { method: 'POST', headers: as('admin', json), body: oversizedJson() }],
      ['/api/admin/seo', { method: 'PUT', headers: as('admin', json), body: oversizedJson() }],
      ['/api/no-such-route', { method: 'PATCH', headers: json, body: oversizedJson() }],
      ['/contact', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: oversizedJson() }],
    ];
    for (const [path, init] of requests) {
      const response = await app.request(path, init);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 413,
        body: TOO_LARGE,
      });
    }
    expect(contactInbox.all()).toEqual([]);
  });

  it("leaves a visitor's admin call to the admin guard, which refuses it before its body is read", async () => {
    const { app } = createAdminTestApp();
    const response = await app.request('/api/admin/footer-links', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: oversizedJson(),
    });
    expect(response.status).toBe(401);
  });

  it('refuses a declared 64 MiB body before reading it, and a streamed one as soon as it passes the limit', async () => {
    const { app } = createAdminTestApp();
    const declared = countingStream(64 * MiB);
    const declaredAnswer = await app.request(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(64 * MiB) },
        body: declared.stream,
        duplex: 'half',
      } as RequestInit),
    );
    const streamed = countingStream(64 * MiB);
    const streamedAnswer = await app.request(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: streamed.stream,
        duplex: 'half',
      } as RequestInit),
    );

    expect([declaredAnswer.status, streamedAnswer.status]).toEqual([413, 413]);
    expect(await streamedAnswer.json()).toEqual(TOO_LARGE);
    expect(declared.read.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(streamed.read.bytes).toBeLessThan(REQUEST_BODY_LIMIT_BYTES + 256 * 1024);
  });

  it('keeps a body just under the limit working', async () => {
    const { app } = createAdminTestApp();
    const response = await app.request(
      '/api/contact',
      jsonAs(null, 'POST', {
        topic: 'general',
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        message: 'x'.repeat(REQUEST_BODY_LIMIT_BYTES - 1024),
        consent: true,
      }),
    );
    expect(response.status).not.toBe(413);
  });

  it('leaves the image upload to its own, larger limit', async () => {
    const { app } = createAdminTestApp();
    const padded = new Uint8Array(2 * MiB);
    padded.set(IMAGE_FIXTURES.png);
    const form = new FormData();
    form.set('file', new File([padded], 'pier.png', { type: 'image/png' }));
    form.set('alt', 'Naples Pier at sunset');
    const response = await app.request('/api/admin/images', { method: 'POST', body: form, headers: as('editor') });
    expect(response.status).toBe(201);
  });

  describe('over a real socket', () => {
    let server: Server | undefined;
    afterEach(() => {
      server?.close();
    });

    it('answers 413 to a declared 64 MiB post after the client sent only its first 64 KiB', async () => {
      const { app } = createAdminTestApp();
      const listener = getRequestListener(app.fetch);
      server = createServer((request, response) => void listener(request, response));
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/contact',
          headers: { 'content-type': 'application/json', 'content-length': String(64 * MiB) },
        });
        request.on('response', (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (text: string) => (body += text));
          response.on('end', () => {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, body });
          });
        });
        request.on('error', reject);
        request.write(new Uint8Array(64 * 1024).fill(0x61));
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    });
  });
});
