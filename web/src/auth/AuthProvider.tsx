import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  getRedirectResult,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  signOut as firebaseSignOut,
  updateProfile,
  type Auth,
  type User as FirebaseUser,
  type UserCredential,
} from 'firebase/auth';
import { LIMITS } from '@garden/core';
import { MeDocument, UpdateMeDocument, type Gender } from '../graphql/generated/graphql';
import { apiFetch } from '../api/api-fetch';
import {
  AuthContext,
  type AuthContextValue,
  type AuthStatus,
  type ClientUser,
  type RegistrationDetails,
} from './auth-context';
import { REDIRECT_INITIATED, signInErrorMessage } from './auth-errors';
import { readGoogleProfile } from './google-profile';

const PENDING_PROFILE_KEY = 'garden.pendingProfile';
/** Set while a Google sign-in went away by redirect: only then is its result read (which loads Google's script). */
export const GOOGLE_REDIRECT_KEY = 'garden.googleRedirectPending';

function googleRedirectPending(): boolean {
  try {
    return sessionStorage.getItem(GOOGLE_REDIRECT_KEY) !== null;
  } catch {
    return false;
  }
}
export const AUTH_TIMEOUT_MESSAGE = 'Authentication timeout - please refresh the page';
export const PROFILE_LOAD_FAILED = 'Failed to load user data';

interface PendingProfile {
  email: string;
  dateOfBirth: string;
  gender: string;
}

function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.addScope('profile');
  provider.addScope('https://www.googleapis.com/auth/user.birthday.read');
  provider.addScope('https://www.googleapis.com/auth/user.gender.read');
  return provider;
}

export function AuthProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  const apollo = useApolloClient();
  const [status, setStatus] = useState<AuthStatus>('initialising');
  const [firebaseUser, setFirebaseUser] = useState<FirebaseUser | null>(null);
  const [emailVerified, setEmailVerified] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const initialised = useRef(false);

  useEffect(() => {
    const timeout = window.setTimeout(() => {
      if (!initialised.current) {
        setStatus('signed-out');
        setError(AUTH_TIMEOUT_MESSAGE);
      }
    }, LIMITS.authInitTimeoutMs);
    const unsubscribe = onAuthStateChanged(auth, (next) => {
      initialised.current = true;
      setFirebaseUser(next);
      setEmailVerified(next?.emailVerified ?? false);
      setStatus(next ? 'signed-in' : 'signed-out');
    });
    return () => {
      window.clearTimeout(timeout);
      unsubscribe();
    };
  }, [auth]);

  const me = useQuery(MeDocument, { skip: !firebaseUser || !emailVerified, fetchPolicy: 'cache-and-network' });
  const [updateMe] = useMutation(UpdateMeDocument);
  const profile = firebaseUser && emailVerified ? (me.data?.me ?? null) : null;

  // Date of birth and gender are collected at registration but saved once the email is verified.
  useEffect(() => {
    if (!profile) return;
    const raw = localStorage.getItem(PENDING_PROFILE_KEY);
    if (!raw) return;
    const pending = JSON.parse(raw) as PendingProfile;
    if (pending.email.toLowerCase() !== profile.email.toLowerCase()) return;
    localStorage.removeItem(PENDING_PROFILE_KEY);
    void updateMe({
      variables: {
        input: { dateOfBirth: pending.dateOfBirth || null, gender: (pending.gender || null) as Gender | null },
      },
    }).catch(() => undefined);
  }, [profile, updateMe]);

  const user = useMemo<ClientUser | null>(() => {
    if (!firebaseUser) return null;
    if (!emailVerified) {
      return {
        id: firebaseUser.uid,
        email: firebaseUser.email ?? '',
        name: firebaseUser.displayName ?? '',
        emailVerified: false,
        onboardingCompleted: false,
      };
    }
    if (!profile) return null;
    return {
      id: firebaseUser.uid,
      email: profile.email,
      name: profile.name,
      emailVerified: true,
      onboardingCompleted: profile.onboardingCompleted,
    };
  }, [firebaseUser, emailVerified, profile]);

  const profileError = me.error && !profile ? PROFILE_LOAD_FAILED : null;
  // Stable, so pages can clear errors on mount without wiping the ones that come later.
  const clearError = useCallback(() => setError(null), []);

  /** The client user right after a sign-in, read from the server profile when the email is verified. */
  const userAfterSignIn = useCallback(
    async (credential: UserCredential): Promise<ClientUser> => {
      const signedIn = credential.user;
      setFirebaseUser(signedIn);
      setEmailVerified(signedIn.emailVerified);
      setStatus('signed-in');
      const base = {
        id: signedIn.uid,
        email: signedIn.email ?? '',
        name: signedIn.displayName ?? '',
        emailVerified: signedIn.emailVerified,
        onboardingCompleted: false,
      };
      if (!signedIn.emailVerified) return base;
      const result = await apollo.query({ query: MeDocument, fetchPolicy: 'network-only' });
      const loaded = result.data?.me;
      if (!loaded) throw new Error(PROFILE_LOAD_FAILED);
      return { ...base, name: loaded.name, onboardingCompleted: loaded.onboardingCompleted };
    },
    [apollo],
  );

  const enrichFromGoogle = useCallback(async (credential: UserCredential) => {
    const accessToken = GoogleAuthProvider.credentialFromResult(credential)?.accessToken;
    const details = accessToken ? await readGoogleProfile(accessToken) : {};
    const body = { name: credential.user.displayName ?? undefined, ...details };
    if (!credential.user.emailVerified) return;
    await apiFetch('/api/v1/users/profile/google', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  }, []);

  // A Google sign-in that went through a redirect finishes here when the app loads again. Without one under way
  // nothing is asked, so Google's script is not loaded on pages where nobody chose Google.
  useEffect(() => {
    if (!googleRedirectPending()) return;
    getRedirectResult(auth, browserPopupRedirectResolver)
      .then(async (credential) => {
        sessionStorage.removeItem(GOOGLE_REDIRECT_KEY);
        if (credential) await enrichFromGoogle(credential);
      })
      .catch((caught: unknown) => {
        sessionStorage.removeItem(GOOGLE_REDIRECT_KEY);
        setError(signInErrorMessage(caught));
      });
  }, [auth, enrichFromGoogle]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      profile,
      error: error ?? profileError,
      clearError,
      signIn: async (email, password, rememberMe) => {
        setError(null);
        try {
          await setPersistence(auth, rememberMe ? browserLocalPersistence : browserSessionPersistence);
          return await userAfterSignIn(await signInWithEmailAndPassword(auth, email, password));
        } catch (caught) {
          setError(signInErrorMessage(caught));
          throw caught;
        }
      },
      signInWithGoogle: async () => {
        setError(null);
        try {
          await setPersistence(auth, browserLocalPersistence);
          const credential = await signInWithPopup(auth, googleProvider(), browserPopupRedirectResolver);
          await enrichFromGoogle(credential);
          return await userAfterSignIn(credential);
        } catch (caught) {
          const code = (caught as { code?: string }).code;
          if (code === 'auth/popup-blocked' || code === 'auth/operation-not-supported-in-this-environment') {
            sessionStorage.setItem(GOOGLE_REDIRECT_KEY, '1');
            await signInWithRedirect(auth, googleProvider(), browserPopupRedirectResolver);
            throw Object.assign(new Error('Redirecting to Google'), { code: REDIRECT_INITIATED });
          }
          setError(signInErrorMessage(caught));
          throw caught;
        }
      },
      register: async (details: RegistrationDetails) => {
        setError(null);
        try {
          await setPersistence(auth, browserLocalPersistence);
          const credential = await createUserWithEmailAndPassword(auth, details.email, details.password);
          await updateProfile(credential.user, { displayName: details.name });
          const pending: PendingProfile = {
            email: details.email,
            dateOfBirth: details.dateOfBirth,
            gender: details.gender,
          };
          localStorage.setItem(PENDING_PROFILE_KEY, JSON.stringify(pending));
          await sendEmailVerification(credential.user);
          await credential.user.reload();
          setFirebaseUser(auth.currentUser);
          setEmailVerified(false);
          setStatus('signed-in');
        } catch (caught) {
          setError(signInErrorMessage(caught));
          throw caught;
        }
      },
      sendPasswordReset: async (email) => {
        setError(null);
        try {
          await sendPasswordResetEmail(auth, email);
        } catch (caught) {
          setError(signInErrorMessage(caught));
          throw caught;
        }
      },
      resendVerification: async () => {
        if (!auth.currentUser) return;
        await sendEmailVerification(auth.currentUser);
      },
      checkVerified: async () => {
        const current = auth.currentUser;
        if (!current) return false;
        await current.reload();
        if (!current.emailVerified) return false;
        await current.getIdToken(true);
        setEmailVerified(true);
        return true;
      },
      refreshProfile: async () => {
        await me.refetch();
      },
      signOut: async () => {
        await firebaseSignOut(auth);
        await apollo.clearStore();
        setFirebaseUser(null);
        setEmailVerified(false);
        setStatus('signed-out');
      },
    }),
    [status, user, profile, error, profileError, clearError, auth, apollo, me, userAfterSignIn, enrichFromGoogle],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
