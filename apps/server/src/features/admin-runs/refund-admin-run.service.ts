import type { RefundAdminRunBody } from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import { AppError } from '../../platform/errors/app-error';
import { sendMail } from '../../platform/mail';
import { recordAdminAction } from '../audit-log';
import { credit, lotExpiry, refundDescription } from '../ledger';
import type { RunsContext } from '../runs';
import { getAdminRun } from './admin-runs.service';
import { findRunOwner, lockRunMoney, recordRunRefund } from './admin-runs.queries';
import { runRefundedEmail } from './refund-run-email';

/** One admin refund per run: the ledger applies this key once, and the run row lock orders racing admins. */
const adminRefundKey = (runId: string) => `run:${runId}:admin-refund`;

export interface RefundContext {
  runs: RunsContext;
  /** Refunded tokens come back as a new lot with the normal expiry of bought tokens (D2). */
  tokenExpiryDays: number;
}

/**
 * Makes a finished run good (issue 39): part or all of what it still kept goes back to its user as a
 * `refund` entry linked to the run, the run's refunded figure and the audit entry change in the same
 * transaction, and the user's e-mail is queued there too (the outbox), so none exists without the others.
 */
export async function refundAdminRun(
  { runs: context, tokenExpiryDays }: RefundContext,
  admin: SessionUser,
  runId: string,
  body: RefundAdminRunBody,
) {
  await context.db.transaction(async (tx) => {
    const run = await lockRunMoney(tx, runId);
    if (!run) throw new AppError('NOT_FOUND', 'Run not found');
    if (run.status === 'pending' || run.status === 'running') {
      throw new AppError('CONFLICT', 'This run has not ended yet. Cancel it instead: what it has not used goes back.');
    }
    const refundable = run.tokensCharged - run.tokensRefunded;
    if (refundable <= 0) {
      throw new AppError(
        'CONFLICT',
        run.tokensCharged === 0
          ? 'This run charged no tokens, so there is nothing to refund.'
          : `Nothing left to refund: all ${run.tokensCharged} tokens of this run were already refunded.`,
      );
    }
    if (body.amount > refundable) {
      const message = `At most ${refundable} token${refundable === 1 ? '' : 's'} can be refunded for this run.`;
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'amount', message }]);
    }
    const automationName = run.automationName ?? 'a deleted automation';
    const refunded = await credit(
      { within: tx },
      {
        type: 'refund',
        userId: run.userId,
        amount: body.amount,
        expiresAt: lotExpiry(new Date(), tokenExpiryDays),
        idempotencyKey: adminRefundKey(runId),
        runId,
        automationId: run.automationId,
        adminUserId: admin.id,
        description: refundDescription(automationName, body.reason),
        metadata: { refunded_by: admin.id, admin_email: admin.email, reason: body.reason },
      },
    );
    if (!refunded.applied) throw new AppError('CONFLICT', 'This run was already refunded by an admin.');
    const tokensRefunded = run.tokensRefunded + body.amount;
    await recordRunRefund(tx, runId, tokensRefunded);
    const owner = await findRunOwner(tx, run.userId);
    await recordAdminAction(tx, {
      admin,
      actionType: 'refund_run',
      targetUser: owner ?? null,
      automation: run.automationId ? { id: run.automationId, name: automationName } : null,
      details: { runId, amount: body.amount, reason: body.reason, tokensCharged: run.tokensCharged, tokensRefunded },
    });
    if (owner) {
      const email = {
        to: owner.email,
        name: owner.fullName,
        automationName,
        runId,
        ...body,
        publicUrl: context.publicUrl,
      };
      await sendMail(tx, runRefundedEmail(email));
    }
  });
  return getAdminRun(context, runId);
}
