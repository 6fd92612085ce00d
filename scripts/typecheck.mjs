// Type-checks every package with its own tsconfig files (their libs differ: the domain's
// source has no DOM and no Node types, its tests do), then the root scripts and e2e tests.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from './lib/workspace.mjs';

const projects = [];
for (const name of readdirSync(join(ROOT, 'packages'))) {
  for (const file of ['tsconfig.json', 'tsconfig.test.json']) {
    if (existsSync(join(ROOT, 'packages', name, file))) projects.push(`packages/${name}/${file}`);
  }
}
for (const project of [...projects, 'tsconfig.json']) {
  console.info(`tsc -p ${project}`);
  run('tsc', ['-p', project]);
}
