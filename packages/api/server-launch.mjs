// How the server's process is started: settings of Node and of the C library that take effect only when a
// process starts, so the server cannot set them itself (heap-growth.ts sets the one V8 flag that works from
// inside). `pnpm start` (scripts/start.mjs) and `pnpm bench` start the server with them; a host that runs
// `node packages/api/dist/main.js` itself passes them too (README, "Configuration"). Plain JavaScript: the
// start script runs it with Node alone.

/**
 * V8 flags for the server. `--max-semi-space-size=4`: V8's young generation (where every request's objects are
 * made) at most 4 MiB per semi-space instead of Node's 16 on a 64-bit machine. Under a flood of 20,000 distinct URLs
 * from a cold start, resident memory grew by 84 MiB instead of 202, V8's heap staying near 85 MiB instead of
 * reaching 204 (README, "Measured").
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

/** A flag's name as Node reads it (`--max_semi_space_size` and `--max-semi-space-size` are one flag). */
function flagName(option) {
  return option.split('=')[0].replaceAll('_', '-');
}

/** The flags of SERVER_NODE_FLAGS that neither the command line (`execArgv`) nor NODE_OPTIONS chose a value for. */
export function serverNodeFlags(execArgv, nodeOptions) {
  const given = new Set([...execArgv, ...(nodeOptions ?? '').split(/\s+/)].filter(Boolean).map(flagName));
  return SERVER_NODE_FLAGS.filter((flag) => !given.has(flagName(flag)));
}

/**
 * Environment for the server beyond the caller's: on Linux, two glibc memory arenas (MALLOC_ARENA_MAX=2) unless
 * it is set. glibc gives each thread that allocates its own arena and keeps what they freed; sharp's threads (the
 * first start draws and encodes the demo pictures) and PGlite left hundreds of MiB resident that way: 589 instead
 * of 809 MiB after a first start (README, "Measured").
 */
export function serverEnvironment(env, platform) {
  return platform === 'linux' && env.MALLOC_ARENA_MAX === undefined ? { MALLOC_ARENA_MAX: '2' } : {};
}
