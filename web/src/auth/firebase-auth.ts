import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { RuntimeConfig } from '../app/runtime-config';

/**
 * The sign-in layer, as getAuth() sets it up but without its popup/redirect resolver: that resolver loads Google's
 * apis.google.com/js/api.js (an iframe) on every page as soon as auth starts. It is handed to the Google sign-in
 * calls instead (AuthProvider), so the script loads only when a person chooses Google sign-in.
 */
export function createFirebaseAuth(config: RuntimeConfig): Auth {
  const app = initializeApp(config.firebase);
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}
