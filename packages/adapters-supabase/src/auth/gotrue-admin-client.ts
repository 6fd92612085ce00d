import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { toDomainAdminError } from './supabase-auth-errors.ts';

/** The admin API's client: the service role's key, never sent to a browser. */
export interface SupabaseUserAdminOptions {
  readonly url: string;
  readonly serviceRoleKey: string;
  readonly fetch?: typeof fetch;
}

/** Users listed per admin API page. */
const LIST_PAGE_SIZE = 1000;

type Answer = { data: unknown; error: unknown };
/** The data of an answer that carries no error. */
type DataOf<R extends Answer> = Extract<R, { error: null }>['data'];

/** The data of an admin API answer, or its error as the domain's (404 as NotFoundError). */
export async function unwrapAdmin<R extends Answer>(call: () => Promise<R>): Promise<DataOf<R>> {
  const answer: Answer = await call().catch((error: unknown) => ({ data: null, error }));
  if (answer.error) throw toDomainAdminError(answer.error);
  return answer.data;
}

/** A supabase-js client with the service role's key, without sessions or timers. */
export function createAdminClient(options: SupabaseUserAdminOptions): SupabaseClient {
  const client: SupabaseClient = createClient(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: options.fetch ? { fetch: options.fetch } : {},
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  return client;
}

/** Every user of the project, page by page. */
export async function allUsers(client: SupabaseClient): Promise<User[]> {
  const users: User[] = [];
  for (let page = 1; ; page++) {
    const batch = (await unwrapAdmin(() => client.auth.admin.listUsers({ page, perPage: LIST_PAGE_SIZE }))).users;
    users.push(...batch);
    if (batch.length < LIST_PAGE_SIZE) return users;
  }
}
