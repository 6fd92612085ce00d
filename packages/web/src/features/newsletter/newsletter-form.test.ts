import { describe, expect, it } from 'vitest';
import { answerErrors, newsletterErrors } from './newsletter-form.ts';

describe(newsletterErrors, () => {
  it('gives each field its first message, by the domain rules', () => {
    expect(newsletterErrors({ email: 'x', cities: [], consent: false }, ['Naples'])).toEqual({
      email: 'Please enter a valid email address',
      cities: 'Choose at least one area',
      consent: 'Please agree to receive the market update',
    });
    expect(newsletterErrors({ email: 'a@example.com', cities: ['Naples'], consent: true }, ['Naples'])).toEqual({});
  });
});

describe(answerErrors, () => {
  it("puts the server's issues next to their fields, and any other refusal on the form", async () => {
    const issues = new Response(JSON.stringify({ error: 'x', issues: [{ field: 'email', message: 'Bad' }] }));
    expect(await answerErrors(issues)).toEqual({ email: 'Bad' });
    const limited = new Response(JSON.stringify({ error: 'Too many' }), { status: 429 });
    expect(await answerErrors(limited)).toEqual({ form: 'Too many' });
    expect(await answerErrors(new Response('<html>'))).toEqual({
      form: 'Your sign-up could not be sent. Please try again.',
    });
  });
});
