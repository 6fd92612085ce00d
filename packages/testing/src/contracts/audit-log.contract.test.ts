import { InMemoryAuditLog } from '../fakes/in-memory-audit-log.ts';
import { auditLogContract } from './audit-log.contract.ts';

auditLogContract('InMemoryAuditLog', async () => {
  const log = new InMemoryAuditLog();
  return { log, reset: async () => log.clear() };
});
