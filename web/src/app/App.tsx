import { useEffect, useMemo } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import type { Auth } from 'firebase/auth';
import { gardenTheme } from './theme';
import { AppRoutes } from './AppRoutes';
import type { RuntimeConfig } from './runtime-config';
import { RuntimeConfigContext } from './runtime-config-context';
import { AuthProvider } from '../auth/AuthProvider';
import { createApolloClient } from '../api/apollo-client';
import { connectApiSession } from '../api/api-fetch';
import { CrashBoundary } from '../features/errors/CrashBoundary';
import { Announcer } from '../shared/Announcer';
import { ToastProvider } from '../shared/Toast';

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

export function App({ auth, config }: { auth: Auth; config: RuntimeConfig }) {
  const client = useMemo(
    () =>
      createApolloClient(async (forceRefresh) => (auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null)),
    [auth],
  );
  return (
    <ThemeProvider theme={gardenTheme}>
      <CssBaseline />
      <CrashBoundary>
        <RuntimeConfigContext.Provider value={config}>
          <ApolloProvider client={client}>
            <BrowserRouter>
              <ApiSessionBridge auth={auth} />
              <AuthProvider auth={auth}>
                <ToastProvider>
                  <AppRoutes />
                </ToastProvider>
              </AuthProvider>
            </BrowserRouter>
          </ApolloProvider>
        </RuntimeConfigContext.Provider>
        <Announcer />
      </CrashBoundary>
    </ThemeProvider>
  );
}
