import { auditLogContract } from '@app/testing';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresAuditLog } from './postgres-audit-log.ts';

for (const kind of TEST_DATABASE_KINDS)
  auditLogContract(`PostgresAuditLog on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'audit_log');
    return { log: new PostgresAuditLog(db), reset: () => truncate(db, ['audit_log']), close: () => db.close() };
  });
