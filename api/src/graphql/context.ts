import { AppError, AUTH_MESSAGES } from '@garden/core';
import type { AuthenticatedCaller } from '../auth/request-auth';
import type { PriceProviderConfig } from '../config';
import type { ImportServices } from '../statements/import-services';
import type { JobQueue } from '../statements/queue/job-queue';
import { deletionPending, deletionPendingError, type Clock } from '../users/account-deletion.service';

/** Every resolver's context. caller is null only for introspection-only requests (the explorer's schema load). */
export interface GraphQLContext {
  caller: AuthenticatedCaller | null;
  /** Queue, progress events and password box of statement imports. */
  imports: ImportServices;
  /** Queue of "Export my data" jobs. */
  exports: JobQueue;
  /** The server's stock price provider (config.priceProvider); undefined when none is configured. */
  priceProvider: PriceProviderConfig | undefined;
  /** What time it is (account deletion dates); tests stand at fixed instants. */
  clock: Clock;
}

/**
 * The signed-in caller of a resolver. While their account's deletion is pending every data call is refused
 * (ACCOUNT_DELETION_PENDING, 403); only the fields that read the profile or ask for or cancel the deletion pass
 * `whileDeletionPending`.
 */
export function requireCaller(
  context: GraphQLContext,
  options: { whileDeletionPending?: boolean } = {},
): AuthenticatedCaller {
  if (!context.caller) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.missingToken);
  if (!options.whileDeletionPending && deletionPending(context.caller.user)) {
    throw deletionPendingError(context.caller.user);
  }
  return context.caller;
}
