import { visitorDirectoryContract } from '@app/testing';
import { goTrueFixture } from '../../test-support/gotrue-double/gotrue-test-fixture.ts';
import { SupabaseVisitorDirectory } from './supabase-visitor-directory.ts';

visitorDirectoryContract('SupabaseVisitorDirectory over a GoTrue double', async () => {
  const fixture = await goTrueFixture();
  const { double } = fixture;
  const addUser = (email: string, role: string) =>
    Promise.resolve(double.state.addUser(email, { appMetadata: { provider: 'email', role } }).id);
  return {
    directory: new SupabaseVisitorDirectory({ url: double.url, serviceRoleKey: double.serviceRoleKey }),
    addVisitor: (email) => addUser(email, 'visitor'),
    addStaff: (email) => addUser(email, 'admin'),
    removeAccount: async (id) => double.state.deleteUser(id),
    reset: fixture.reset,
    close: fixture.close,
  };
});
