import { Suspense, use, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { Auth } from 'firebase/auth';
import type { RuntimeConfig } from './runtime-config';
import { RuntimeConfigContext, useRuntimeConfigPromise } from './runtime-config-context';
import { PageSpinner } from './PageSpinner';
import { AuthProvider } from '../auth/AuthProvider';
import { createFirebaseAuth } from '../auth/firebase-auth';
import { createApolloClient } from '../api/apollo-client';
import { connectApiSession } from '../api/api-fetch';
import { prefetchDashboard } from '../features/dashboard/dashboard-prefetch';

interface Session {
  auth: Auth;
  client: ApolloClient;
}

/** The data a page opened first needs, asked for as soon as the sign-in is known rather than after the profile. */
const FIRST_PAGE_DATA: Partial<Record<string, (client: ApolloClient) => void>> = { '/dashboard': prefetchDashboard };

// One sign-in layer and one Apollo cache for the life of the page, however often a person moves between the
// public pages and these: Firebase refuses a second app, and the cache outlives a visit to the landing page.
let session: Session | undefined;
function sessionFor(config: RuntimeConfig): Session {
  if (!session) {
    const auth = createFirebaseAuth(config);
    const client = createApolloClient(async (forceRefresh) =>
      auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null,
    );
    session = { auth, client };
    const prefetch = FIRST_PAGE_DATA[window.location.pathname];
    if (prefetch) {
      void auth.authStateReady().then(() => {
        if (auth.currentUser?.emailVerified) prefetch(client);
      });
    }
  }
  return session;
}

/** Lets the fetch layer send people to /login on 401 and /rate-limit on 429. */
function ApiSessionBridge({ auth }: { auth: Auth }) {
  const navigate = useNavigate();
  useEffect(() => {
    connectApiSession({
      getToken: async (forceRefresh) => (auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null),
      onUnauthorized: () => {
        void auth.signOut().then(() => navigate('/login', { replace: true }));
      },
      onRateLimited: () => {
        if (window.location.pathname !== '/rate-limit') {
          void navigate('/rate-limit', { state: { from: `${window.location.pathname}${window.location.search}` } });
        }
      },
    });
    return () => connectApiSession(null);
  }, [auth, navigate]);
  return null;
}

/**
 * Everything a signed-in person (or one signing in) needs around the pages: the runtime config, Firebase Auth,
 * Apollo and the signed-in state. Its own chunk, so the public pages (landing, terms, privacy) load none of it.
 */
export default function SessionLayout() {
  const config = use(useRuntimeConfigPromise());
  if (!config) {
    return (
      <p style={{ fontFamily: 'sans-serif', padding: 24 }}>
        Money Garden could not reach its server. Please refresh the page.
      </p>
    );
  }
  const { auth, client } = sessionFor(config);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ApolloProvider client={client}>
        <ApiSessionBridge auth={auth} />
        <AuthProvider auth={auth}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </AuthProvider>
      </ApolloProvider>
    </RuntimeConfigContext.Provider>
  );
}
