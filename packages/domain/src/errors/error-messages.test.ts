import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPageNotFoundMessage, ERROR_MESSAGES, errorMessageOr, pageNotFoundMessage } from './error-messages.ts';

describe(pageNotFoundMessage, () => {
  it("reads 'Page Not Found: {path}'", () => {
    expect(pageNotFoundMessage('/nowhere')).toBe('Page Not Found: /nowhere');
  });
});

describe(apiPageNotFoundMessage, () => {
  it("reads 'Page not found: {path}'", () => {
    expect(apiPageNotFoundMessage('/api/nowhere')).toBe('Page not found: /api/nowhere');
  });
});

describe('the two Page Not Found wordings', () => {
  it('end in the path and differ only in the case of "Not Found"', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect(pageNotFoundMessage(path).endsWith(`: ${path}`)).toBe(true);
        expect(apiPageNotFoundMessage(path)).toBe(
          pageNotFoundMessage(path).replace('Page Not Found', 'Page not found'),
        );
      }),
    );
  });
});

describe(errorMessageOr, () => {
  it("keeps an error's own message", () => {
    expect(errorMessageOr(new Error('connection refused'), ERROR_MESSAGES.footerFetchFailed)).toBe(
      'connection refused',
    );
    expect(errorMessageOr('timed out', ERROR_MESSAGES.footerFetchFailed)).toBe('timed out');
  });

  it('falls back to the catalogue for errors without a usable message', () => {
    for (const error of [new Error(''), new Error('   '), '', undefined, null, 42, { message: 'not an Error' }])
      expect(errorMessageOr(error, ERROR_MESSAGES.propertyFetchFailed)).toBe('Error fetching property');
  });

  it('always answers a message that is not blank', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().map((text) => new Error(text)),
          fc.string(),
          fc.anything(),
        ),
        (error) => {
          expect(errorMessageOr(error, ERROR_MESSAGES.footerFetchFailed).trim()).not.toBe('');
        },
      ),
    );
  });
});
