import { visitorAuthContract } from '@app/testing';
import { goTrueFixture } from '../../test-support/gotrue-double/gotrue-test-fixture.ts';
import { SupabaseVisitorAuth } from './supabase-visitor-auth.ts';

visitorAuthContract('SupabaseVisitorAuth over a GoTrue double', async () => {
  const fixture = await goTrueFixture();
  const { double } = fixture;
  const visitors = new SupabaseVisitorAuth(
    {
      url: double.url,
      anonKey: double.anonKey,
      serviceRoleKey: double.serviceRoleKey,
      nowMs: () => double.state.now(),
      eraseVisitorRows: async () => undefined,
    },
    fixture.mailer,
  );
  return { ...fixture, visitors };
});
