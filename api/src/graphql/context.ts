import { AppError, AUTH_MESSAGES } from '@garden/core';
import type { AuthenticatedCaller } from '../auth/request-auth';
import type { PriceProviderConfig } from '../config';
import type { ImportServices } from '../statements/statements.service';

/** Every resolver's context. caller is null only for introspection-only requests (the explorer's schema load). */
export interface GraphQLContext {
  caller: AuthenticatedCaller | null;
  /** Queue, progress events and password box of statement imports. */
  imports: ImportServices;
  /** The server's stock price provider (config.priceProvider); undefined when none is configured. */
  priceProvider: PriceProviderConfig | undefined;
}

export function requireCaller(context: GraphQLContext): AuthenticatedCaller {
  if (!context.caller) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.missingToken);
  return context.caller;
}
