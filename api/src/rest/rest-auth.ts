import type { Request, RequestHandler } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthenticatedCaller, RequestAuthenticator } from '../auth/request-auth';

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
