import type { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_DELETION_MESSAGES, AppError, deletionDueAt } from '@garden/core';
import { User } from './user.entity';

/** What the clock says now; injected so tests can stand at fixed instants. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** A pending deletion whose time has not come yet: the person's data calls are refused until it is cancelled. */
export function deletionPending(user: User): boolean {
  return user.deletionScheduledFor !== null;
}

/** The refusal every data call answers while a deletion is pending (REST 403 with this detail, GraphQL likewise). */
export function deletionPendingError(user: User): AppError {
  return new AppError(
    'ACCOUNT_DELETION_PENDING',
    ACCOUNT_DELETION_MESSAGES.pending(user.deletionScheduledFor ?? new Date()),
  );
}

/**
 * Asking for and cancelling the deletion of one's own account. The rows themselves are removed
 * by the worker's AccountPurger once the grace period is over.
 */
export class AccountDeletionService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Schedules the deletion 30 days from now; asking again while pending keeps the first date. */
  async schedule(user: User): Promise<Date> {
    if (user.deletionScheduledFor) {
      // A deletion pending for inactivity becomes the person's own request, on the same day.
      if (user.deletionReason !== 'requested') {
        user.deletionReason = 'requested';
        await this.em.flush();
      }
      return user.deletionScheduledFor;
    }
    const now = this.clock();
    user.deletionRequestedAt = now;
    user.deletionScheduledFor = deletionDueAt(now);
    user.deletionReason = 'requested';
    await this.em.flush();
    return user.deletionScheduledFor;
  }

  /**
   * Restores the account. Once the deletion's time has come it can no longer be cancelled (the worker may be
   * removing the rows at this moment): one conditional update decides, so a cancel and a purge never both win.
   */
  async cancel(user: User): Promise<User> {
    if (!user.deletionScheduledFor) return user;
    const now = this.clock();
    const restored = await this.em.nativeUpdate(
      User,
      { id: user.id, deletionScheduledFor: { $gt: now } },
      {
        deletionRequestedAt: null,
        deletionScheduledFor: null,
        deletionReason: null,
        updatedAt: now,
        lastActiveAt: now,
      },
    );
    if (restored === 0) throw new AppError('CONFLICT', ACCOUNT_DELETION_MESSAGES.tooLateToCancel);
    // Kept in step with the row, so a later flush in this request writes the same values.
    user.deletionRequestedAt = null;
    user.deletionScheduledFor = null;
    user.deletionReason = null;
    user.lastActiveAt = now;
    return user;
  }
}
