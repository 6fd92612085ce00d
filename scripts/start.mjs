// `pnpm start` (or `npm start` on a fresh machine): install if needed, build if needed, then
// serve the site and the API on PORT (default 3000). With no configuration it uses the
// embedded database in DATA_DIR (default ./.data), migrated and seeded on first start.
import { ensureSupportedNode } from './lib/node-runtime.mjs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { ROOT, ensureBuilt, ensureInstalled } from './lib/workspace.mjs';

ensureSupportedNode();

ensureInstalled();
ensureBuilt();
await import(pathToFileURL(join(ROOT, 'packages/api/dist/main.js')).href);
