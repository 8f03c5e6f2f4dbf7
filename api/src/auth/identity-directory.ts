import type { Auth } from 'firebase-admin/auth';
import type { AppConfig } from '../config';
import { firebaseAuth } from './token-verifier';

/** Where people's sign-ins live: removing one is the last step of deleting an account. */
export interface IdentityDirectory {
  /** Removes the sign-in; one that is already gone counts as removed (a purge may be retried). */
  deleteUser(uid: string): Promise<void>;
}

/** Firebase Auth (the Auth Emulator in development and tests). */
export class FirebaseIdentityDirectory implements IdentityDirectory {
  private readonly auth: Auth;

  constructor(config: AppConfig['firebase']) {
    this.auth = firebaseAuth(config);
  }

  async deleteUser(uid: string): Promise<void> {
    try {
      await this.auth.deleteUser(uid);
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return;
      throw error;
    }
  }
}
