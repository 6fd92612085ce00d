import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Claims the embedded database folder for this process: two processes on one PGlite folder
 * corrupt it, so a second server refuses to start. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'server.pid');
  let holder = Number.NaN;
  try {
    holder = Number(readFileSync(lockFile, 'utf8'));
  } catch {
    // no lock file: the folder is free
  }
  if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `The data folder ${dataDir} is in use by another server (process ${holder}). Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}
