import type { VisitorLeads } from '@app/domain';
import { logRecovered } from '../../logging/logger.ts';
import type { VisitorHttpDeps } from './current-visitor.ts';

/**
 * Records what a visitor did as a lead through the lead intake (issue 14 part 8). The visitor's own request never
 * fails for it: a failure is logged, the account or the save stands.
 */
export async function reportLead(
  deps: Pick<VisitorHttpDeps, 'leads'>,
  report: (leads: VisitorLeads) => Promise<unknown>,
): Promise<void> {
  if (deps.leads === undefined) return;
  await report(deps.leads).catch((error: unknown) => logRecovered('A visitor lead could not be recorded:', error));
}
