import { jsonBody, startLoopbackServer, type DoubleAnswer } from './loopback-server.ts';

const SEVEN_DAYS_S = 7 * 86_400;
/** Customer information parameters: a website event needs at least one to be matched. */
const CUSTOMER_KEYS = ['em', 'ph', 'external_id', 'client_ip_address', 'client_user_agent', 'fbc', 'fbp'];

/** Meta's error answer (Graph API): OAuthException 190 for a bad token, 100 for an invalid parameter. */
function graphError(code: 100 | 190, message: string, userMessage?: string): DoubleAnswer {
  return {
    status: code === 190 ? 401 : 400,
    body: {
      error: {
        message,
        type: 'OAuthException',
        code,
        ...(userMessage === undefined ? {} : { error_user_msg: userMessage }),
        fbtrace_id: 'double-trace',
      },
    },
  };
}

/** Why Meta refuses one server event, or null when it takes it. */
export function metaEventProblem(event: Record<string, unknown>, nowSeconds: number): string | null {
  if (typeof event.event_name !== 'string' || event.event_name === '') return 'event_name is required';
  if (!Number.isInteger(event.event_time)) return 'event_time must be a Unix timestamp in seconds';
  const time = event.event_time as number;
  if (time > nowSeconds + 60) return 'event_time cannot be in the future';
  if (time < nowSeconds - SEVEN_DAYS_S) return 'event_time cannot be more than 7 days in the past';
  if (event.action_source !== 'website') return 'action_source must be website for this dataset';
  if (typeof event.event_source_url !== 'string' || !/^https?:\/\//.test(event.event_source_url))
    return 'event_source_url is required for website events';
  const userData = (event.user_data ?? {}) as Record<string, unknown>;
  if (typeof userData.client_user_agent !== 'string' || userData.client_user_agent === '')
    return 'client_user_agent is required for website events';
  if (!CUSTOMER_KEYS.some((key) => userData[key] !== undefined))
    return 'user_data needs a customer information parameter';
  return null;
}

/**
 * A double of Meta's Conversions API on loopback (`POST /{version}/{pixel_id}/events`), faithful to its documented
 * rules: the access token must be the pixel's, `data` holds 1 to 1,000 events, each with a name, a time in seconds
 * no more than 7 days old, `action_source` website with its URL and the browser's user agent; the whole request is
 * refused when one event is invalid, and a good one answers `{ events_received, messages, fbtrace_id }`.
 */
export async function startMetaCapiDouble(options: { pixelId: string; accessToken: string; now?: () => number }) {
  const events: Record<string, unknown>[] = [];
  const now = options.now ?? Date.now;
  const server = await startLoopbackServer((request) => {
    const match = /^\/v\d+\.\d+\/([^/]+)\/events$/.exec(request.url.pathname);
    if (match === null || decodeURIComponent(match[1] ?? '') !== options.pixelId)
      return graphError(100, 'Unsupported post request.');
    const body = jsonBody(request) as { data?: unknown; access_token?: unknown } | undefined;
    const token = body?.access_token ?? request.url.searchParams.get('access_token');
    if (token !== options.accessToken) return graphError(190, 'Invalid OAuth access token - Cannot parse access token');
    if (!Array.isArray(body?.data) || body.data.length === 0 || body.data.length > 1000)
      return graphError(100, 'Invalid parameter', 'data must hold between 1 and 1000 events');
    const nowSeconds = Math.floor(now() / 1000);
    for (const event of body.data as Record<string, unknown>[]) {
      const problem = metaEventProblem(event, nowSeconds);
      if (problem !== null) return graphError(100, 'Invalid parameter', problem);
    }
    events.push(...(body.data as Record<string, unknown>[]));
    return { status: 200, body: { events_received: body.data.length, messages: [], fbtrace_id: 'double-trace' } };
  });
  return { capiUrl: `${server.origin}/v21.0`, events, close: server.close };
}

export type MetaCapiDouble = Awaited<ReturnType<typeof startMetaCapiDouble>>;
