import { describe, expect, it } from 'vitest';
import { storyLead } from './load-property-detail.ts';

describe(storyLead, () => {
  it('is the first paragraph of the story, trimmed', () => {
    expect(storyLead('  Born in Naples.\nSold 120 homes.\n\nShe speaks Spanish.')).toBe(
      'Born in Naples.\nSold 120 homes.',
    );
    expect(storyLead('One paragraph only')).toBe('One paragraph only');
    expect(storyLead('')).toBe('');
  });
});
