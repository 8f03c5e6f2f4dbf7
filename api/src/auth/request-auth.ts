import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, AUTH_MESSAGES } from '@garden/core';
import type { AppConfig } from '../config';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import type { Identity, TokenVerifier } from './token-verifier';

export interface AuthenticatedCaller {
  identity: Identity;
  user: User;
  em: EntityManager;
}

export function bearerToken(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match?.[1];
}

/**
 * The one gate every REST and GraphQL call passes: IP limit, token, per-user limit, verified email,
 * then the user row (created on first sight).
 */
export class RequestAuthenticator {
  constructor(
    private readonly verifier: TokenVerifier,
    private readonly limits: AppConfig['rateLimit'],
  ) {}

  async limitByIp(em: EntityManager, ip: string): Promise<void> {
    const decision = await new RateLimiter(em).hit(`ip:${ip}`, this.limits.perIpPerMinute);
    if (!decision.allowed) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.rateLimited);
  }

  async authenticate(em: EntityManager, authorization: string | undefined): Promise<AuthenticatedCaller> {
    const token = bearerToken(authorization);
    if (!token) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.missingToken);
    const identity = await this.verifier.verify(token);
    const decision = await new RateLimiter(em).hit(`user:${identity.uid}`, this.limits.perUserPerMinute);
    if (!decision.allowed) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.rateLimited);
    if (!identity.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', AUTH_MESSAGES.emailNotVerified);
    const user = await new UsersService(em).findOrCreate(identity);
    return { identity, user, em };
  }
}
