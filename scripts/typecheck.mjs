// Type-checks every package with its own tsconfig files (their libs differ: the domain's
// source has no DOM and no Node types, its tests do), then the root scripts and e2e tests.
// As many tsc processes run at once as the machine has cores; the first failure stops the run.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/workspace.mjs';

const projects = [];
for (const name of readdirSync(join(ROOT, 'packages'))) {
  for (const file of ['tsconfig.json', 'tsconfig.test.json']) {
    if (existsSync(join(ROOT, 'packages', name, file))) projects.push(`packages/${name}/${file}`);
  }
}
projects.push('tsconfig.json');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('tsc', ['-p', project], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...projects];
async function worker() {
  while (queue.length > 0) {
    const project = queue.shift();
    const { code, output } = await check(project);
    console.info(`tsc -p ${project}`);
    if (code !== 0) {
      process.stdout.write(output);
      console.error(`\n✖ tsc -p ${project} failed (exit ${code})`);
      process.exit(code ?? 1);
    }
  }
}
await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
