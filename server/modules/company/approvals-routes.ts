import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { guardedBy } from '../../plugins/route-access';
import { registerApprovalRequests, registerApprovalRules } from './approvals';
import { sweepApprovals } from './approvals-repository';
import { registerBudgets } from './budgets';

/** How often each API process sweeps for expired approval requests; the sweep is one guarded update, so two processes expire each request once. */
export const APPROVAL_SWEEP_INTERVAL_MS = 60_000;

function startApprovalSweep(app: FastifyInstance): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepApprovals(app.db)
      .catch((error: unknown) => app.log.warn({ err: error }, 'Approval sweep failed; it runs again in a minute'))
      .finally(() => {
        running = false;
      });
  }, APPROVAL_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}

/**
 * Company approvals and spend limits: the approval rules, the approval requests and their decisions,
 * the budgets and the spend, for buyers who are company members (each route checks the member's
 * permission), and the sweep that expires requests not decided in APPROVAL_EXPIRY_DAYS.
 */
const approvalRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    guardedBy(app.requireRole('buyer'), (buyer) => {
      registerApprovalRules(buyer);
      registerApprovalRequests(buyer);
      registerBudgets(buyer);
    }),
  );
  // Tests run the sweep themselves, at the moments they choose.
  if (app.config.env !== 'test') startApprovalSweep(app);
};

export default approvalRoutes;
