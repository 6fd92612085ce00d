import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const freshDir = () => mkdtempSync(join(tmpdir(), 'lock-'));
const lockFileOf = (dir: string) => join(dir, 'server.pid');

/** Node strips TypeScript types itself from Node 23.6 (the project runs on 24). */
const NODE_RUNS_TYPESCRIPT = Number(process.versions.node.split('.')[0]) >= 24;

/**
 * Starts a process that loads the lock module, says "ready", then tries to lock the folder when told "go" and says
 * "won" or "lost", and holds on until killed.
 */
function contender(dir: string) {
  const script = [
    `import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)};`,
    `process.stdout.write('ready\\n');`,
    `process.stdin.once('data', () => {`,
    `  try { lockDataDir(${JSON.stringify(dir)}); process.stdout.write('won\\n'); }`,
    `  catch { process.stdout.write('lost\\n'); }`,
    `});`,
  ].join('\n');
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: string[] = [];
  const waiters: ((line: string) => void)[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      const waiter = waiters.shift();
      if (waiter) waiter(line);
      else lines.push(line);
    }
  });
  const nextLine = () =>
    new Promise<string>((resolve) => (lines.length > 0 ? resolve(lines.shift() ?? '') : waiters.push(resolve)));
  return { child, nextLine };
}

describe(lockDataDir, () => {
  it('claims a free folder, names this process in the lock and releases it', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });

  it('refuses a folder another running server holds', () => {
    const dir = freshDir();
    writeFileSync(lockFileOf(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another server \(process \d+\)/);
  });

  it('takes over the lock of a process that no longer runs', () => {
    const dir = freshDir();
    writeFileSync(lockFileOf(dir), JSON.stringify({ pid: 999_999_999, startTime: '1', token: 'gone' }));
    expect(() => lockDataDir(dir)()).not.toThrow();
  });

  it.runIf(existsSync('/proc/self/stat'))('takes over a lock whose pid now belongs to another process', () => {
    const dir = freshDir();
    // The parent process runs, but it started at another time than the server that wrote this lock.
    writeFileSync(lockFileOf(dir), JSON.stringify({ pid: process.ppid, startTime: '1', token: 'reused' }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('takes over a lock with its own pid that it did not write (a restarted container)', () => {
    const dir = freshDir();
    writeFileSync(lockFileOf(dir), String(process.pid));
    expect(() => lockDataDir(dir)()).not.toThrow();
  });

  it('does not remove a lock on release once another process has taken it over', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    writeFileSync(lockFileOf(dir), JSON.stringify({ pid: process.ppid, startTime: null, token: 'theirs' }));
    release();
    expect(existsSync(lockFileOf(dir))).toBe(true);
  });

  it.runIf(NODE_RUNS_TYPESCRIPT)(
    'lets exactly one of several servers started together have the folder',
    async () => {
      const dir = freshDir();
      const contenders = Array.from({ length: 6 }, () => contender(dir));
      try {
        expect(await Promise.all(contenders.map((each) => each.nextLine()))).toEqual(Array(6).fill('ready'));
        for (const each of contenders) each.child.stdin.write('go\n');
        const answers = await Promise.all(contenders.map((each) => each.nextLine()));
        expect(answers.filter((answer) => answer === 'won')).toHaveLength(1);
      } finally {
        for (const each of contenders) each.child.kill();
      }
    },
    30_000,
  );
});
