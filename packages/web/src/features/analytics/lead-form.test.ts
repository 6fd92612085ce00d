import { describe, expect, it } from 'vitest';
import { leadFormName } from './lead-form.ts';

describe(leadFormName, () => {
  it('names the property page form by its topic and other forms by their id', () => {
    expect(leadFormName('inquiry', 'showing-request')).toBe('showing');
    expect(leadFormName('inquiry', 'listing-inquiry')).toBe('request_info');
    expect(leadFormName('contact', 'selling')).toBe('contact');
  });
});
