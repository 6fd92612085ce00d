import { describe, expect, it } from 'vitest';
import { pickParams } from './pick-params.ts';

describe(pickParams, () => {
  it('keeps the named parameters as strings and drops the rest', () => {
    expect(
      pickParams({ agent: 'maria-alvarez', page: 2, utm_source: 'mail', side: null }, ['agent', 'page', 'side']),
    ).toEqual({ agent: 'maria-alvarez', page: '2' });
  });
});
