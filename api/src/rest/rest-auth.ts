import type { Request, RequestHandler } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthenticatedCaller, RequestAuthenticator } from '../auth/request-auth';
import { deletionPending, deletionPendingError } from '../users/account-deletion.service';

const CALLER = Symbol('caller');
type RequestWithCaller = Request & { [CALLER]?: AuthenticatedCaller };

/** Authenticates every REST call; routes read the caller with callerOf(). */
export function requireAuth(orm: MikroORM, authenticator: RequestAuthenticator): RequestHandler {
  return async (request, _response, next) => {
    const em = orm.em.fork();
    (request as RequestWithCaller)[CALLER] = await authenticator.authenticate(
      em,
      request.ip ?? 'unknown',
      request.headers.authorization,
    );
    next();
  };
}

export function callerOf(request: Request): AuthenticatedCaller {
  const caller = (request as RequestWithCaller)[CALLER];
  if (!caller) throw new Error('callerOf() used on a route without requireAuth');
  return caller;
}

/** The calls a person whose account deletion is pending may still make: read the profile, ask again, cancel. */
const ALLOWED_WHILE_DELETION_PENDING = new Set(['GET /users/me', 'DELETE /users/me', 'POST /users/me/deletion/cancel']);

/** While a deletion is pending every other call answers 403 with a detail saying so. */
export function refuseWhileDeletionPending(): RequestHandler {
  return (request, _response, next) => {
    const { user } = callerOf(request);
    const call = `${request.method} ${request.path.replace(/\/+$/, '')}`;
    if (deletionPending(user) && !ALLOWED_WHILE_DELETION_PENDING.has(call)) throw deletionPendingError(user);
    next();
  };
}
