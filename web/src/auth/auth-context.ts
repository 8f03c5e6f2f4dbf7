import { createContext, useContext } from 'react';
import type { ProfileFragment } from '../graphql/generated/graphql';

/** The signed-in user as the client knows it. */
export interface ClientUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  onboardingCompleted: boolean;
}

export type AuthStatus = 'initialising' | 'signed-out' | 'signed-in';

export interface RegistrationDetails {
  name: string;
  email: string;
  password: string;
  dateOfBirth: string;
  gender: string;
}

export interface AuthContextValue {
  status: AuthStatus;
  /** Null while signed out, or signed in but the profile is still loading. */
  user: ClientUser | null;
  profile: ProfileFragment | null;
  error: string | null;
  clearError: () => void;
  signIn: (email: string, password: string, rememberMe: boolean) => Promise<ClientUser>;
  signInWithGoogle: () => Promise<ClientUser | null>;
  register: (details: RegistrationDetails) => Promise<void>;
  sendPasswordReset: (email: string) => Promise<void>;
  resendVerification: () => Promise<void>;
  /** Re-reads the user from the sign-in layer; true once the email is verified. */
  checkVerified: () => Promise<boolean>;
  refreshProfile: () => Promise<void>;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>');
  return value;
}
