// `pnpm test` (or `npm test` on a fresh machine): every check the project has, in order,
// stopping at the first failure. CI (.ci/run) runs exactly this.
import { ensureSupportedNode } from './lib/node-runtime.mjs';
import { ensureBuilt, ensureInstalled, pnpm } from './lib/workspace.mjs';
import { ensureSystemPackages } from './lib/system-deps.mjs';

ensureSupportedNode();

const stages = [
  ['typecheck', () => pnpm('run', 'typecheck')],
  ['formatting (Prettier)', () => pnpm('run', 'format:check')],
  ['lint', () => pnpm('run', 'lint')],
  ['dependency rules', () => pnpm('run', 'depcheck')],
  ['unit, property and contract tests', () => pnpm('run', 'test:unit')],
  ['end-to-end tests (chromium)', () => pnpm('run', 'test:e2e')],
];

ensureInstalled();
ensureSystemPackages();
ensureBuilt();
for (const [name, runStage] of stages) {
  const started = Date.now();
  console.info(`\n▶ ${name}`);
  runStage();
  console.info(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.info('\nAll checks passed.');
