import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { ERROR_MESSAGES, isEmailAddress, isNewAccount, type Visitor } from '@app/domain';
import { logFailure } from '../../logging/logger.ts';
import { authErrorSchema, authFailure } from '../auth/auth-answers.ts';
import { createSignInLockout } from '../auth/sign-in-lockout.ts';
import type { RequestLimits } from '../request-limits.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { currentVisitor, type VisitorHttpDeps } from './current-visitor.ts';
import { clearVisitorCookie, readVisitorCookie, writeVisitorCookie } from './visitor-cookie.ts';
import { reportLead } from './visitor-lead-report.ts';

/** The page visitor sign-in links open (on SITE_URL, never on the request's Host). */
export const VISITOR_SIGN_IN_PATH = '/account/sign-in';
/** Sign-ups and sign-in links one address may ask for in 15 minutes. */
export const VISITOR_SIGN_UP_LIMIT = { name: 'visitor-sign-up', points: 10, windowMs: 15 * 60_000 } as const;
export const VISITOR_LINK_LIMIT = { name: 'visitor-sign-in-link', points: 5, windowMs: 15 * 60_000 } as const;
const TOO_MANY = 'Too many attempts from your connection. Please wait 15 minutes.';
const SIGN_IN_RATE_LIMITED = 'Too many sign-in attempts. Wait 15 minutes, or ask for a sign-in link.';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const credentials = z.object({ email: z.string().max(320).default(''), password: z.string().max(1000).default('') });
const visitorSchema = z.object({ id: z.string(), email: z.string(), createdAt: z.string() });
const visitorAnswer = z.object({ visitor: visitorSchema.nullable() }).openapi('VisitorAnswer');
const answers = {
  200: { description: 'The signed-in visitor, or null', ...json(visitorAnswer) },
  400: { description: 'Refused', ...json(authErrorSchema) },
};
const limited = { 429: { description: 'Too many attempts', ...json(authErrorSchema) } };

const signUpRoute = createRoute({
  method: 'post',
  path: '/api/account/sign-up',
  summary: 'Make a visitor account with e-mail and password, signed in at once (visitor cookie)',
  request: { body: { ...json(credentials), required: true } },
  responses: { ...answers, ...limited },
});
const signInRoute = createRoute({
  method: 'post',
  path: '/api/account/sign-in',
  summary: 'Sign a visitor in with e-mail and password (the admin lock-out rules, counted apart)',
  request: { body: { ...json(credentials), required: true } },
  responses: { ...answers, ...limited },
});
const linkRoute = createRoute({
  method: 'post',
  path: '/api/account/sign-in-link',
  summary: 'Mail a one-time sign-in link (the account is made on first use); answers the same for any address',
  request: { body: { ...json(z.object({ email: z.string().max(320).default('') })), required: true } },
  responses: {
    200: { description: 'Sent when the address may have one', ...json(z.object({ sent: z.boolean() })) },
    400: { description: 'Not an e-mail address', ...json(authErrorSchema) },
    ...limited,
  },
});
const exchangeRoute = createRoute({
  method: 'post',
  path: '/api/account/exchange',
  summary: "Trade a sign-in link's code for a visitor session",
  request: { body: { ...json(z.object({ code: z.string().min(1).max(200) })), required: true } },
  responses: answers,
});
const sessionRoute = createRoute({
  method: 'get',
  path: '/api/account/session',
  summary: 'The signed-in visitor, or null',
  responses: answers,
});
const signOutRoute = createRoute({
  method: 'post',
  path: '/api/account/sign-out',
  summary: "End the visitor's session",
  responses: answers,
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/account',
  summary: "Delete the visitor's account and everything saved with it",
  responses: { ...answers, 401: { description: 'No visitor session', ...json(authErrorSchema) } },
});

const signedIn = (visitor: Visitor | null) => ({ visitor });

/** Visitor sign-up, sign-in (password or mailed link), session, sign-out and account deletion. */
export function visitorAuthRoutes(deps: VisitorHttpDeps, siteUrl: string, limits: RequestLimits) {
  const lockout = createSignInLockout(limits.counters);
  const signUps = limits.counters(VISITOR_SIGN_UP_LIMIT);
  const links = limits.counters(VISITOR_LINK_LIMIT);
  const signInPage = new URL(VISITOR_SIGN_IN_PATH, `${siteUrl}/`).toString();
  return new OpenAPIHono({ defaultHook: rejectInvalidRequest })
    .openapi(signUpRoute, async (c) => {
      const { email, password } = c.req.valid('json');
      if (!(await signUps.consume(limits.clientAddress(c))).allowed)
        return c.json({ error: TOO_MANY, code: 'over_request_rate_limit' }, 429);
      try {
        const session = await deps.auth.signUp({ email, password }, { clientAddress: limits.clientAddress(c) });
        writeVisitorCookie(c, session);
        await reportLead(deps, (leads) => leads.accountMade(session.visitor));
        return c.json(signedIn(session.visitor), 200);
      } catch (error) {
        return authFailure(c, error);
      }
    })
    .openapi(signInRoute, async (c) => {
      const { email, password } = c.req.valid('json');
      // Counted apart from the admin sign-in's counts of the same address.
      const account = `visitor:${email.trim().toLowerCase()}`;
      const address = limits.clientAddress(c);
      if (!(await lockout.mayTry(account, address)))
        return c.json({ error: SIGN_IN_RATE_LIMITED, code: 'over_request_rate_limit' }, 429);
      try {
        const session = await deps.auth.signInWithPassword({ email, password }, { clientAddress: address });
        writeVisitorCookie(c, session);
        await lockout.succeeded(account, address);
        return c.json(signedIn(session.visitor), 200);
      } catch (error) {
        await lockout.failed(account, address);
        return authFailure(c, error);
      }
    })
    .openapi(linkRoute, async (c) => {
      const { email } = c.req.valid('json');
      if (!isEmailAddress(email.trim()))
        return c.json({ error: 'Enter your e-mail address, like name@example.com', code: 'validation_failed' }, 400);
      if (!(await links.consume(limits.clientAddress(c))).allowed)
        return c.json({ error: TOO_MANY, code: 'over_request_rate_limit' }, 429);
      // Answered before the lookup and the mail, so it takes the same time whoever the address belongs to.
      void deps.auth
        .sendSignInLink(email, signInPage)
        .catch((error: unknown) => logFailure('A visitor sign-in link could not be sent:', error));
      return c.json({ sent: true }, 200);
    })
    .openapi(exchangeRoute, async (c) => {
      try {
        const session = await deps.auth.exchangeSignInCode(c.req.valid('json').code);
        writeVisitorCookie(c, session);
        // A link makes the account on first use: only then is it a new lead.
        if (isNewAccount(session.visitor, deps.clock.now()))
          await reportLead(deps, (leads) => leads.accountMade(session.visitor));
        return c.json(signedIn(session.visitor), 200);
      } catch (error) {
        return authFailure(c, error);
      }
    })
    .openapi(sessionRoute, async (c) => {
      const session = await currentVisitor(c, deps);
      return c.json(signedIn(session?.visitor ?? null), 200);
    })
    .openapi(signOutRoute, async (c) => {
      const stored = readVisitorCookie(c);
      clearVisitorCookie(c);
      if (stored === null) return c.json({ error: ERROR_MESSAGES.authSessionMissing, code: 'session_missing' }, 400);
      try {
        await deps.auth.signOut(stored.accessToken);
      } catch (error) {
        return authFailure(c, error);
      }
      return c.json(signedIn(null), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const session = await currentVisitor(c, deps);
      if (session === null) return c.json({ error: ERROR_MESSAGES.authSessionMissing, code: 'session_missing' }, 401);
      // The saved rows first (in Supabase mode they are reachable only with the visitor's own token).
      await deps.servicesFor({ visitorId: session.visitor.id, accessToken: session.accessToken }).eraseData();
      try {
        await deps.auth.deleteAccount(session.accessToken);
      } catch (error) {
        return authFailure(c, error);
      }
      clearVisitorCookie(c);
      return c.json(signedIn(null), 200);
    });
}
