import { InProcessChangeHub, InProcessLockRegistry } from '@app/domain';
import { changeBusContract } from './change-bus.contract.ts';
import { exclusiveLockContract } from './exclusive-lock.contract.ts';

exclusiveLockContract('InProcessExclusiveLock', async () => {
  const registry = new InProcessLockRegistry();
  return { open: async () => registry.lock() };
});

changeBusContract('InProcessChangeBus', async () => {
  const hub = new InProcessChangeHub();
  return { open: async () => hub.bus() };
});
