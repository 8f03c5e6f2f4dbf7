import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, AUTH_MESSAGES } from '@garden/core';
import type { AppConfig } from '../config';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { UsersService, userByIdentityQuery } from '../users/users.service';
import type { User } from '../users/user.entity';
import { systemClock, type Clock } from '../users/account-deletion.service';
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
 * then the user row (created on first sight) and its last activity.
 */
export class RequestAuthenticator {
  constructor(
    private readonly verifier: TokenVerifier,
    private readonly limits: AppConfig['rateLimit'],
    private readonly clock: Clock = systemClock,
  ) {}

  /** For calls that need no caller (introspection); authenticate() counts the IP itself. */
  async limitByIp(em: EntityManager, ip: string): Promise<void> {
    const decision = await new RateLimiter(em).hit(ipKey(ip), this.limits.perIpPerMinute);
    if (!decision.allowed) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.rateLimited);
  }

  async authenticate(em: EntityManager, ip: string, authorization: string | undefined): Promise<AuthenticatedCaller> {
    const identity = await this.verifiedIdentity(em, ip, authorization);
    const users = new UsersService(em);
    // A good token: the IP and the user are counted and the user row is read in one statement (one round trip on
    // one connection). The row is only a read here: it is looked at, or created, once the limits and the verified
    // email have passed, in that order.
    const {
      decisions: [byIp, byUser],
      rows: [row],
    } = await new RateLimiter(em).hitAllAlong(
      [
        { key: ipKey(ip), limitPerMinute: this.limits.perIpPerMinute },
        { key: `user:${identity.uid}`, limitPerMinute: this.limits.perUserPerMinute },
      ],
      userByIdentityQuery(identity),
    );
    const found = users.fromRow(row);
    if (!byIp?.allowed || !byUser?.allowed) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.rateLimited);
    if (!identity.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', AUTH_MESSAGES.emailNotVerified);
    // A sign-in seen for the first time must still exist: a purged account's unexpired token must not recreate it.
    const token = bearerToken(authorization) ?? '';
    const user = await users.findOrCreate(identity, () => this.verifier.confirmStillExists(token), found);
    // Every sign-in and call counts as activity (two years without any and the account is deleted).
    await users.noteActivity(user, this.clock());
    return { identity, user, em };
  }

  /** The token's identity; a missing or bad token still counts against the IP, and the IP limit answers first. */
  private async verifiedIdentity(em: EntityManager, ip: string, authorization: string | undefined): Promise<Identity> {
    const token = bearerToken(authorization);
    try {
      if (!token) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.missingToken);
      return await this.verifier.verify(token);
    } catch (failure) {
      await this.limitByIp(em, ip);
      throw failure;
    }
  }
}

const ipKey = (ip: string): string => `ip:${ip}`;
