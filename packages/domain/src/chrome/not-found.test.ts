import { describe, expect, it } from 'vitest';
import { NOT_FOUND_SCREEN } from './not-found.ts';

describe('NOT_FOUND_SCREEN', () => {
  it('carries the title, text and prompt of the spec', () => {
    expect(NOT_FOUND_SCREEN.title).toBe('Page Not Found');
    expect(NOT_FOUND_SCREEN.text).toBe(
      "Sorry, we can't find the page you're looking for. It may have moved or no longer exists.",
    );
    expect(NOT_FOUND_SCREEN.prompt).toBe("Let's get you back on track:");
  });

  it('offers Home, Search Properties and Contact Us', () => {
    expect(NOT_FOUND_SCREEN.actions).toEqual([
      { to: '/', label: 'Home' },
      { to: '/search', label: 'Search Properties' },
      { to: '/contact-us', label: 'Contact Us' },
    ]);
  });
});
