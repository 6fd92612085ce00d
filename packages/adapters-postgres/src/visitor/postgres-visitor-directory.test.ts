import { visitorDirectoryContract } from '@app/testing';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresVisitorDirectory } from './postgres-visitor-directory.ts';

for (const kind of TEST_DATABASE_KINDS)
  visitorDirectoryContract(`PostgresVisitorDirectory on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'visitor_directory');
    const addAccount = async (email: string, role: string) =>
      (
        await db.query<{ id: string }>('insert into auth_accounts (email, role) values ($1, $2) returning id', [
          email,
          role,
        ])
      ).rows[0]?.id ?? '';
    return {
      directory: new PostgresVisitorDirectory(db),
      addVisitor: (email) => addAccount(email, 'visitor'),
      addStaff: (email) => addAccount(email, 'admin'),
      removeAccount: async (id) => void (await db.query('delete from auth_accounts where id = $1', [id])),
      reset: () => truncate(db, ['auth_accounts']),
      close: () => db.close(),
    };
  });
