import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Who holds a data folder: the process, when that process started (to tell a reused pid apart) and a token. */
interface LockHolder {
  readonly pid: number;
  readonly startTime: string | null;
  readonly token: string;
}

/** A stale-lock breaker older than this was left by a process that died while breaking one. */
const BREAKER_STALE_MS = 10_000;
/** An empty or unreadable lock file younger than this is being written by the process that created it. */
const UNWRITTEN_LOCK_MS = 2_000;
const WRITE_WAIT_MS = 50;

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isFresh(path: string): boolean {
  const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
  return modified !== undefined && Date.now() - modified < UNWRITTEN_LOCK_MS;
}

/**
 * When the process started, as the kernel counts it (field 22 of /proc/{pid}/stat); null where there is no /proc.
 * Two processes that had the same pid at different times have different start times.
 */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder a lock file names; a file of an older version holds a bare pid. */
function readHolder(lockFile: string): LockHolder | null {
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8');
  } catch {
    return null;
  }
  if (/^\d+$/.test(text.trim())) return { pid: Number(text.trim()), startTime: null, token: text };
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    if (typeof holder.pid === 'number' && typeof holder.token === 'string')
      return {
        pid: holder.pid,
        startTime: typeof holder.startTime === 'string' ? holder.startTime : null,
        token: holder.token,
      };
  } catch {
    // a half-written file: its writer died between creating and writing it
  }
  return { pid: Number.NaN, startTime: null, token: text };
}

/** A holder that is alive: its pid runs, and (where the start time is known) it is the same process. */
function isAlive(holder: LockHolder): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  // Our own pid in a lock we did not write: left by an earlier life of this pid (a container's pid 1 restarted).
  if (holder.pid === process.pid) return false;
  if (!isRunning(holder.pid)) return false;
  if (holder.startTime === null) return true;
  const now = startTimeOf(holder.pid);
  return now === null || now === holder.startTime;
}

/** Creates the file only if it does not exist (O_EXCL): of two processes racing, exactly one succeeds. */
function createExclusive(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes a dead holder's lock. Only one process breaks a lock at a time (it holds the breaker file, created with
 * O_EXCL), and it removes the lock only if the file still names the holder it judged dead, so a lock a racing
 * process has just taken is never removed.
 */
function breakStaleLock(lockFile: string, dead: LockHolder): void {
  const breaker = `${lockFile}.break`;
  if (!createExclusive(breaker, String(process.pid))) {
    const age = Date.now() - (statSync(breaker, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > BREAKER_STALE_MS) rmSync(breaker, { force: true });
    return;
  }
  try {
    if (readHolder(lockFile)?.token === dead.token) rmSync(lockFile, { force: true });
  } finally {
    rmSync(breaker, { force: true });
  }
}

function inUse(dataDir: string, holder: LockHolder): Error {
  return new Error(
    `The data folder ${dataDir} is in use by another server (process ${holder.pid}). ` +
      'Stop it first, or set DATA_DIR to another folder.',
  );
}

/**
 * Claims the embedded database folder for this process: two processes on one PGlite folder corrupt it, so a second
 * server refuses to start. The lock file is created exclusively (two servers started at the same moment cannot both
 * win), names the holder's pid and start time (a lock whose pid now belongs to another process is stale), and is
 * removed on release only while it is still ours. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'server.pid');
  const self: LockHolder = { pid: process.pid, startTime: startTimeOf(process.pid), token: randomUUID() };
  const content = JSON.stringify(self);
  for (let attempt = 0; attempt < 60; attempt += 1) {
    if (createExclusive(lockFile, content)) {
      return () => {
        if (readHolder(lockFile)?.token === self.token) rmSync(lockFile, { force: true });
      };
    }
    const holder = readHolder(lockFile);
    if (holder === null) continue;
    if (isAlive(holder)) throw inUse(dataDir, holder);
    if (Number.isNaN(holder.pid) && isFresh(lockFile)) {
      pause(WRITE_WAIT_MS); // its writer has created it and is about to write it
      continue;
    }
    breakStaleLock(lockFile, holder);
  }
  throw new Error(`The data folder ${dataDir} could not be locked: its lock file keeps changing. Try again.`);
}
