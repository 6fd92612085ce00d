import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createGoTrueDouble, type GoTrueDouble } from './gotrue-double.ts';
import type { GoTrueConfig } from './gotrue-answers.ts';

/** A Supabase project over HTTP for a server in another process (e2e): the GoTrue double and a real PostgREST. */
export interface SupabaseProjectServer {
  readonly url: string;
  readonly double: GoTrueDouble;
  /** Where `/rest/v1` is forwarded to (the bare PostgREST's origin); set once PostgREST runs. */
  postgrestUrl: string | null;
  stop(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function requestOf(incoming: IncomingMessage, url: string, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    if (['host', 'connection', 'content-length', 'transfer-encoding'].includes(name)) continue;
    else if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  const method = incoming.method ?? 'GET';
  return new Request(url, {
    method,
    headers,
    ...(['GET', 'HEAD'].includes(method) ? {} : { body: new Uint8Array(body) }),
  });
}

async function send(response: Response, out: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
      headers[name] = value;
  });
  out.writeHead(response.status, headers);
  out.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Serves `/auth/v1/*` with the GoTrue double's own handlers (msw's getResponse, the same answers the adapter tests
 * get) and forwards `/rest/v1/*` to PostgREST without the prefix, as Supabase's gateway does. Anything else is 404
 * (Storage is not served: the server logs that the image bucket cannot be checked).
 */
export async function startSupabaseProjectServer(
  port: number,
  config: Partial<GoTrueConfig> = {},
): Promise<SupabaseProjectServer> {
  const url = `http://127.0.0.1:${String(port)}`;
  const double = createGoTrueDouble({ ...config, url });
  const project: SupabaseProjectServer = { url, double, postgrestUrl: null, stop: () => Promise.resolve() };
  const server: Server = createServer((incoming, out) => {
    void (async () => {
      const path = incoming.url ?? '/';
      const body = await bodyOf(incoming);
      if (path.startsWith('/auth/v1/')) {
        const answer = await getResponse(double.handlers, requestOf(incoming, `${url}${path}`, body));
        return send(answer ?? new Response('{"message":"no route"}', { status: 404 }), out);
      }
      if (path.startsWith('/rest/v1/') && project.postgrestUrl !== null) {
        const forwarded = requestOf(incoming, `${project.postgrestUrl}${path.slice('/rest/v1'.length)}`, body);
        return send(await fetch(forwarded, { redirect: 'manual' }), out);
      }
      return send(new Response('{"message":"not served by the double"}', { status: 404 }), out);
    })().catch((error: unknown) => {
      out.writeHead(502);
      out.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  project.stop = () => new Promise((resolve) => server.close(() => resolve()));
  return project;
}
