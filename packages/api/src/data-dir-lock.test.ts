import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

describe(lockDataDir, () => {
  it('claims a free folder and releases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
  });

  it('refuses a folder another running process holds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'server.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another server/);
  });

  it('takes over the lock of a process that no longer runs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'server.pid'), '999999999');
    expect(() => lockDataDir(dir)()).not.toThrow();
  });
});
