import { cert, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { AppError, AUTH_MESSAGES } from '@garden/core';
import type { AppConfig } from '../config';

/** What a verified bearer token proves about the caller. */
export interface Identity {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
}

export interface TokenVerifier {
  verify(idToken: string): Promise<Identity>;
  /**
   * Asks the identity service itself whether the token's sign-in still exists: a token stays valid for up to an
   * hour after its sign-in is deleted, and an account the purge just removed must not come back as a new one.
   * Used only before creating a user row (first sight), so it costs one call per new person.
   */
  confirmStillExists(idToken: string): Promise<void>;
}

/** firebase-admin's Auth of the configured project (the Auth Emulator for demo projects), one app per project. */
export function firebaseAuth(config: AppConfig['firebase']): Auth {
  if (config.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.authEmulatorHost;
  const appName = `garden-${config.projectId}`;
  const existing = getApps().find((app) => app.name === appName);
  const app: App =
    existing ??
    initializeApp(
      process.env.FIREBASE_SERVICE_ACCOUNT_JSON
        ? {
            credential: cert(JSON.parse(process.env.FIREBASE_SERVICE_ACCOUNT_JSON) as object),
            projectId: config.projectId,
          }
        : { projectId: config.projectId },
      appName,
    );
  return getAuth(app);
}

/** Verified tokens remembered per process: the web sends the same ID token for up to an hour. */
const VERIFIED_CACHE_SIZE = 5000;

/**
 * firebase-admin verification (the Auth Emulator in development and tests, a real project otherwise).
 * A token that verified once is remembered until it expires: verification is a pure function of the token
 * and the clock (no revocation check), and it costs more than the rest of a typical request.
 */
export class FirebaseTokenVerifier implements TokenVerifier {
  private readonly auth: Auth;
  private readonly verified = new Map<string, { identity: Identity; expiresAtMs: number }>();

  constructor(config: AppConfig['firebase']) {
    this.auth = firebaseAuth(config);
  }

  async confirmStillExists(idToken: string): Promise<void> {
    try {
      await this.auth.verifyIdToken(idToken, true);
    } catch {
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidToken);
    }
  }

  async verify(idToken: string): Promise<Identity> {
    const known = this.verified.get(idToken);
    if (known && known.expiresAtMs > Date.now()) return known.identity;
    if (known) this.verified.delete(idToken);
    try {
      const decoded = await this.auth.verifyIdToken(idToken);
      const identity: Identity = {
        uid: decoded.uid,
        email: decoded.email ?? '',
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : undefined,
      };
      // Oldest first out: a Map iterates in insertion order.
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value ?? '');
      this.verified.set(idToken, { identity, expiresAtMs: decoded.exp * 1000 });
      return identity;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'auth/id-token-expired') throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.expiredToken);
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidToken);
    }
  }
}
