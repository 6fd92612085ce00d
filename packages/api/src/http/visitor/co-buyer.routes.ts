import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AcceptanceOutcome, CoBuyerServices, Visitor } from '@app/domain';
import { errorSchema } from '../schemas/listing.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { visitorGuard, type VisitorHttpDeps, type VisitorVariables } from './current-visitor.ts';

/** The co-buyer use cases of a signed-in visitor. */
export type CoBuyersFor = (visitor: Pick<Visitor, 'id' | 'email'>) => CoBuyerServices;

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const refused = {
  400: { description: 'Invalid input (each problem named)', ...json(errorSchema) },
  401: { description: 'No visitor session', ...json(errorSchema) },
  404: { description: 'No such invitation or sharing of this visitor', ...json(errorSchema) },
};
const ok = (description: string) => ({ 200: { description, ...json(z.any()) } });

const routes = {
  state: createRoute({
    method: 'get',
    path: '/api/account/co-buyer',
    summary: 'The list shared with the visitor (its owner) and the co-buyer or invitation of their own',
    responses: { ...ok('Sharing'), ...refused },
  }),
  invite: createRoute({
    method: 'post',
    path: '/api/account/co-buyer/invitations',
    summary: 'Invite a co-buyer by e-mail to share the saved homes',
    request: { body: { ...json(z.object({ email: z.email().max(254) }).strict()), required: true } },
    responses: { 201: { description: 'Invited', ...json(z.any()) }, ...refused },
  }),
  accept: createRoute({
    method: 'post',
    path: '/api/account/co-buyer/accept',
    summary: 'Join the saved homes of the invitation the visitor was mailed',
    request: {
      body: {
        ...json(z.object({ invitation: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }).strict()),
        required: true,
      },
    },
    responses: {
      ...ok('Joined'),
      ...refused,
      403: { description: 'The invitation is for another address', ...json(errorSchema) },
      409: { description: 'Taken up already, or the visitor shares another list', ...json(errorSchema) },
      410: { description: 'The invitation expired', ...json(errorSchema) },
    },
  }),
  stop: createRoute({
    method: 'delete',
    path: '/api/account/co-buyer/{id}',
    summary: 'Stop sharing (either party), or withdraw an invitation',
    request: { params: z.object({ id: z.uuid() }) },
    responses: { ...ok('Stopped'), ...refused },
  }),
};

const REFUSALS: Record<Exclude<AcceptanceOutcome, 'joined'>, { status: 403 | 404 | 409 | 410; error: string }> = {
  unknown: { status: 404, error: 'This invitation link is not valid' },
  other_address: { status: 403, error: 'This invitation is for another e-mail address: sign in with that one' },
  expired: { status: 410, error: 'This invitation has expired: ask for a new one' },
  taken: { status: 409, error: 'This invitation has been taken up already' },
  already_sharing: { status: 409, error: 'You share saved homes with someone already: stop that first' },
};

/** Sharing saved homes with a co-buyer (ADR 0033), for the signed-in visitor (401 without a session). */
export function coBuyerRoutes(deps: VisitorHttpDeps, coBuyersFor: CoBuyersFor) {
  const app = new OpenAPIHono<{ Variables: VisitorVariables }>({ defaultHook: rejectInvalidRequest });
  app.use('/api/account/co-buyer', visitorGuard(deps));
  app.use('/api/account/co-buyer/*', visitorGuard(deps));
  const mine = (visitor: Visitor) => coBuyersFor({ id: visitor.id, email: visitor.email });
  return app
    .openapi(routes.state, async (c) => c.json(await mine(c.var.visitor).state(), 200))
    .openapi(routes.invite, async (c) =>
      c.json({ invitation: await mine(c.var.visitor).invite(c.req.valid('json').email) }, 201),
    )
    .openapi(routes.accept, async (c) => {
      const outcome = await mine(c.var.visitor).accept(c.req.valid('json').invitation);
      if (outcome === 'joined') return c.json({ joined: true }, 200);
      const { status, error } = REFUSALS[outcome];
      return c.json({ error, code: outcome }, status);
    })
    .openapi(routes.stop, async (c) => {
      if (await mine(c.var.visitor).stop(c.req.valid('param').id)) return c.json({ stopped: true }, 200);
      return c.json({ error: 'You have no such sharing' }, 404);
    });
}
