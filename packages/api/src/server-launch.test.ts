import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, serverEnvironment, serverNodeFlags } from '../server-launch.mjs';

describe(serverNodeFlags, () => {
  it('adds the small young generation unless the command line or NODE_OPTIONS chose its size', () => {
    expect(serverNodeFlags([], undefined)).toEqual(['--max-semi-space-size=4']);
    expect(serverNodeFlags(['--enable-source-maps'], '--max-old-space-size=512')).toEqual(SERVER_NODE_FLAGS);
    expect(serverNodeFlags(['--max-semi-space-size=16'], undefined)).toEqual([]);
    expect(serverNodeFlags([], ' --max_semi_space_size=8 ')).toEqual([]);
  });

  it('adds the flag exactly when no option given names it, whatever else is given', () => {
    const option = fc.constantFrom(
      '--max-semi-space-size=2',
      '--max_semi_space_size=32',
      '--inspect',
      '--expose-gc',
      '',
    );
    fc.assert(
      fc.property(fc.array(option, { maxLength: 4 }), fc.array(option, { maxLength: 4 }), (argv, nodeOptions) => {
        const named = [...argv, ...nodeOptions].some((flag) => flag.replaceAll('_', '-').startsWith('--max-semi'));
        expect(serverNodeFlags(argv, nodeOptions.join(' '))).toEqual(named ? [] : SERVER_NODE_FLAGS);
      }),
    );
  });
});

describe(serverEnvironment, () => {
  it('asks for two glibc arenas on Linux only, and never overrides a value that was set', () => {
    expect(serverEnvironment({}, 'linux')).toEqual({ MALLOC_ARENA_MAX: '2' });
    expect(serverEnvironment({ MALLOC_ARENA_MAX: '8' }, 'linux')).toEqual({});
    expect(serverEnvironment({}, 'darwin')).toEqual({});
    expect(serverEnvironment({}, 'win32')).toEqual({});
  });
});
