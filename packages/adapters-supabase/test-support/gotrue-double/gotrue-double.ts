import { http, type HttpHandler } from 'msw';
import type { GoTrueConfig } from './gotrue-answers.ts';
import { adminEndpoints } from './gotrue-admin-handlers.ts';
import { requireApiKey } from './gotrue-bearer.ts';
import { factorEndpoints } from './gotrue-factor-handlers.ts';
import { signJwt } from './gotrue-jwt.ts';
import { GoTrueState } from './gotrue-state.ts';
import { tokenEndpoint } from './gotrue-token-handlers.ts';
import {
  getUserEndpoint,
  logoutEndpoint,
  recoverEndpoint,
  updateUserEndpoint,
  verifyLinkEndpoint,
  verifyTokenHashEndpoint,
} from './gotrue-user-handlers.ts';

/** A simulated Supabase project's Auth (GoTrue) for msw, with its keys and its state. */
export interface GoTrueDouble {
  readonly url: string;
  readonly anonKey: string;
  readonly serviceRoleKey: string;
  readonly config: GoTrueConfig;
  readonly state: GoTrueState;
  readonly handlers: HttpHandler[];
}

const DEFAULTS = {
  url: 'https://palmetto-test.supabase.co',
  jwtSecret: 'gotrue-double-jwt-secret-with-at-least-32-characters',
  accessTokenSeconds: 3600,
  passwordMinLength: 10,
  reuseIntervalSeconds: 10,
  sessionsTimeboxSeconds: 0,
  updatePasswordRequireCurrentPassword: false,
  otpExpirySeconds: 3600,
  mailIntervalSeconds: 60,
  flowStateExpirySeconds: 300,
  mfaChallengeExpirySeconds: 300,
  mfaFactorExpirySeconds: 300,
  mfaMaxEnrolledFactors: 10,
  mfaMaxVerifiedFactors: 10,
} satisfies GoTrueConfig;

type Endpoint = (request: Request, params: Record<string, string>) => Promise<Response> | Response;

/**
 * A faithful HTTP double of the Supabase Auth endpoints the adapter calls (`/auth/v1/...`): the
 * answers' shapes, status codes and error codes are GoTrue's (see the README of this package).
 */
export function createGoTrueDouble(overrides: Partial<GoTrueConfig> = {}): GoTrueDouble {
  const config: GoTrueConfig = { ...DEFAULTS, ...overrides };
  const state = new GoTrueState();
  const projectKey = (role: string) =>
    signJwt({ iss: 'supabase', ref: 'palmetto-test', role, iat: 1_767_225_600, exp: 2_082_758_400 }, config.jwtSecret);
  const anonKey = projectKey('anon');
  const serviceRoleKey = projectKey('service_role');
  const endpoints: Record<string, Endpoint> = {
    'POST /token': tokenEndpoint(state, config),
    'GET /user': getUserEndpoint(state, config),
    'PUT /user': updateUserEndpoint(state, config),
    'POST /logout': logoutEndpoint(state, config),
    'POST /recover': recoverEndpoint(state, config),
    'GET /verify': verifyLinkEndpoint(state, config),
    'POST /verify': verifyTokenHashEndpoint(state, config),
    ...factorEndpoints(state, config),
    ...adminEndpoints(state, config),
  };
  const handlers = Object.entries(endpoints).map(([route, endpoint]) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const guarded: Endpoint = (request, params) =>
      (method === 'GET' && path === '/verify' ? null : requireApiKey(request, [anonKey, serviceRoleKey])) ??
      endpoint(request, params);
    const on = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[method];
    return on(`${config.url}/auth/v1${path}`, ({ request, params }) =>
      guarded(request, params as Record<string, string>),
    );
  });
  return { url: config.url, anonKey, serviceRoleKey, config, state, handlers };
}
