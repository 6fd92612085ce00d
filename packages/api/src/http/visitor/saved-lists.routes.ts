import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { ALERT_FREQUENCIES, SAVED_SEARCH_VIEWS } from '@app/domain';
import { errorSchema } from '../schemas/listing.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';
import { visitorGuard, type VisitorHttpDeps, type VisitorVariables } from './current-visitor.ts';
import { reportLead } from './visitor-lead-report.ts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const refused = {
  400: { description: 'Invalid input (each problem named)', ...json(errorSchema) },
  401: { description: 'No visitor session', ...json(errorSchema) },
  404: { description: 'No such listing or saved search', ...json(errorSchema) },
};
const ok = (description: string) => ({ 200: { description, ...json(z.any()) } });
const listingParam = z.object({ listingId: z.string().min(1).max(100) });
const idParam = z.object({ id: z.string().uuid() });
const newSearch = z.object({
  view: z.enum(SAVED_SEARCH_VIEWS),
  // The search page's URL parameters as they stand; the server keeps only what the search reads.
  query: z.record(z.string().max(100), z.string().max(20_000)).default({}),
  name: z.string().max(500),
  alertFrequency: z.string().max(20),
});
const searchChange = z
  .object({ name: z.string().max(500).optional(), alertFrequency: z.enum(ALERT_FREQUENCIES).optional() })
  .refine((change) => change.name !== undefined || change.alertFrequency !== undefined, {
    message: 'Send a new name or alert frequency',
  });

const routes = {
  homes: createRoute({
    method: 'get',
    path: '/api/account/saved-homes',
    summary: "The visitor's saved homes with their price and status changes since saved",
    responses: { ...ok('Saved homes'), ...refused },
  }),
  homeIds: createRoute({
    method: 'get',
    path: '/api/account/saved-homes/ids',
    summary: 'The listing ids the visitor saved (for the hearts)',
    responses: { ...ok('Listing ids'), ...refused },
  }),
  saveHome: createRoute({
    method: 'put',
    path: '/api/account/saved-homes/{listingId}',
    summary: 'Save a home (its price and status now are kept)',
    request: { params: listingParam },
    responses: { ...ok('Saved'), ...refused },
  }),
  removeHome: createRoute({
    method: 'delete',
    path: '/api/account/saved-homes/{listingId}',
    summary: 'Remove a saved home',
    request: { params: listingParam },
    responses: { ...ok('Removed or not saved'), ...refused },
  }),
  searches: createRoute({
    method: 'get',
    path: '/api/account/saved-searches',
    summary: "The visitor's saved searches",
    responses: { ...ok('Saved searches'), ...refused },
  }),
  saveSearch: createRoute({
    method: 'post',
    path: '/api/account/saved-searches',
    summary: 'Save a search: its whole URL state, a name and the alert frequency',
    request: { body: { ...json(newSearch), required: true } },
    responses: { 201: { description: 'Saved', ...json(z.any()) }, ...refused },
  }),
  changeSearch: createRoute({
    method: 'patch',
    path: '/api/account/saved-searches/{id}',
    summary: 'Rename a saved search or change its alerts',
    request: { params: idParam, body: { ...json(searchChange), required: true } },
    responses: { ...ok('Changed'), ...refused },
  }),
  stopAlerts: createRoute({
    method: 'post',
    path: '/api/account/saved-searches/stop-alerts',
    summary: "Set every saved search's alerts to never and turn the saved-home alerts off",
    responses: { ...ok('Stopped'), ...refused },
  }),
  alertSettings: createRoute({
    method: 'get',
    path: '/api/account/alert-settings',
    summary: 'Whether the visitor is e-mailed when a saved home changes',
    responses: { ...ok('Alert settings'), ...refused },
  }),
  changeAlertSettings: createRoute({
    method: 'put',
    path: '/api/account/alert-settings',
    summary: 'Turn the saved-home alerts on or off',
    request: { body: { ...json(z.object({ savedHomes: z.boolean() }).strict()), required: true } },
    responses: { ...ok('Changed'), ...refused },
  }),
  removeSearch: createRoute({
    method: 'delete',
    path: '/api/account/saved-searches/{id}',
    summary: 'Delete a saved search',
    request: { params: idParam },
    responses: { ...ok('Removed or not saved'), ...refused },
  }),
};

/** The signed-in visitor's saved homes and searches (401 without a visitor session). */
export function savedListsRoutes(deps: VisitorHttpDeps) {
  const app = new OpenAPIHono<{ Variables: VisitorVariables }>({ defaultHook: rejectInvalidRequest });
  app.use('/api/account/saved-homes', visitorGuard(deps));
  app.use('/api/account/saved-homes/*', visitorGuard(deps));
  app.use('/api/account/saved-searches', visitorGuard(deps));
  app.use('/api/account/saved-searches/*', visitorGuard(deps));
  app.use('/api/account/alert-settings', visitorGuard(deps));
  return app
    .openapi(routes.homes, async (c) => c.json({ homes: await c.var.lists.savedHomes.list() }, 200))
    .openapi(routes.homeIds, async (c) => c.json({ ids: await c.var.lists.savedHomes.ids() }, 200))
    .openapi(routes.saveHome, async (c) => {
      const home = await c.var.lists.savedHomes.save(c.req.valid('param').listingId);
      await reportLead(deps, (leads) => leads.homeSaved(c.var.visitor, home.listingId));
      return c.json({ home }, 200);
    })
    .openapi(routes.removeHome, async (c) =>
      c.json({ removed: await c.var.lists.savedHomes.remove(c.req.valid('param').listingId) }, 200),
    )
    .openapi(routes.searches, async (c) => c.json({ searches: await c.var.lists.savedSearches.list() }, 200))
    .openapi(routes.saveSearch, async (c) => {
      const search = await c.var.lists.savedSearches.create(c.req.valid('json'));
      await reportLead(deps, (leads) => leads.searchSaved(c.var.visitor, search));
      return c.json({ search }, 201);
    })
    .openapi(routes.stopAlerts, async (c) => {
      await c.var.lists.stopAllAlerts();
      return c.json({ stopped: true }, 200);
    })
    .openapi(routes.alertSettings, async (c) => c.json({ savedHomes: await c.var.lists.savedHomes.alertsOn() }, 200))
    .openapi(routes.changeAlertSettings, async (c) => {
      const { savedHomes } = c.req.valid('json');
      await c.var.lists.savedHomes.setAlerts(savedHomes);
      return c.json({ savedHomes }, 200);
    })
    .openapi(routes.changeSearch, async (c) =>
      c.json({ search: await c.var.lists.savedSearches.update(c.req.valid('param').id, c.req.valid('json')) }, 200),
    )
    .openapi(routes.removeSearch, async (c) =>
      c.json({ removed: await c.var.lists.savedSearches.remove(c.req.valid('param').id) }, 200),
    );
}
