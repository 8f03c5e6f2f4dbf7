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
}

/** firebase-admin verification (the Auth Emulator in development and tests, a real project otherwise). */
export class FirebaseTokenVerifier implements TokenVerifier {
  private readonly auth: Auth;

  constructor(config: AppConfig['firebase']) {
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
    this.auth = getAuth(app);
  }

  async verify(idToken: string): Promise<Identity> {
    try {
      const decoded = await this.auth.verifyIdToken(idToken);
      return {
        uid: decoded.uid,
        email: decoded.email ?? '',
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : undefined,
      };
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'auth/id-token-expired') throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.expiredToken);
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidToken);
    }
  }
}
