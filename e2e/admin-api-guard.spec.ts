import { expect, test, type APIRequestContext } from './test.ts';
import { signInAsAdmin } from './support.ts';

/** The admin-only API areas (packages/domain/src/auth/admin-permissions.ts, ADMIN_ONLY_API_AREAS). */
const ADMIN_ONLY_AREAS = [
  'footer-links',
  'seo',
  'users',
  'audit-log',
  'redirects',
  'lead-routing',
  'activity',
  'monthly-cost-settings',
];
const EDITOR = { email: 'guard.editor@palmetto.example', password: 'Sanibel-Light-2027' } as const;
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Endpoint {
  readonly method: string;
  readonly path: string;
  readonly area: string;
}

/** Every `/api/admin/*` endpoint of the app's OpenAPI document, path parameters filled in. */
async function adminEndpoints(request: APIRequestContext): Promise<Endpoint[]> {
  const document = (await (await request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      METHODS.filter((method) => method in operations).map((method) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, (parameter) => (parameter === '{id}' ? SOME_ID : 'sample')),
        area: path.split('/')[3] ?? '',
      })),
    );
}

const call = (context: APIRequestContext, endpoint: Endpoint) =>
  context.fetch(endpoint.path, {
    method: endpoint.method,
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { data: {} }),
  });

test.describe('the admin API guard', () => {
  test('every /api/admin endpoint answers 401 without a session and to a visitor account, 403 to an editor in admin-only areas, and lets an editor into content areas', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const endpoints = await adminEndpoints(page.request);
    const areas = new Set(endpoints.map((endpoint) => endpoint.area));
    for (const area of ['footer-links', 'users', 'audit-log'])
      expect(areas, `the OpenAPI document lists /api/admin/${area}`).toContain(area);

    const visitor = await playwright.request.newContext({ baseURL });
    for (const endpoint of endpoints)
      expect((await call(visitor, endpoint)).status(), `${endpoint.method} ${endpoint.path} without a session`).toBe(
        401,
      );
    await visitor.dispose();

    // A signed-in visitor account (issue 14) is no admin session: 401 on every endpoint, like no session at all.
    const buyer = await playwright.request.newContext({ baseURL });
    const signedUp = await buyer.post('/api/account/sign-up', {
      data: { email: `guard.buyer.${Date.now()}@example.com`, password: 'Tarpon-Bay-2031' },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(200);
    for (const endpoint of endpoints)
      expect((await call(buyer, endpoint)).status(), `${endpoint.method} ${endpoint.path} as a visitor`).toBe(401);
    await buyer.dispose();

    await signInAsAdmin(page);
    const added = await page.request.post('/api/admin/users', {
      data: { email: EDITOR.email, role: 'editor', password: EDITOR.password },
    });
    expect(added.status(), await added.text()).toBe(201);
    const editor = await playwright.request.newContext({ baseURL });
    expect((await editor.post('/api/auth/sign-in', { data: EDITOR })).status()).toBe(200);
    for (const endpoint of endpoints) {
      const status = (await call(editor, endpoint)).status();
      const label = `${endpoint.method} ${endpoint.path} as an editor`;
      if (ADMIN_ONLY_AREAS.includes(endpoint.area)) expect(status, label).toBe(403);
      else expect([401, 403], label).not.toContain(status);
    }
    await editor.dispose();
  });
});
