import { BrowserRouter, StaticRouter } from 'react-router';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { gardenTheme } from './theme';
import { AppRoutes } from './AppRoutes';
import type { RuntimeConfig } from './runtime-config';
import { RuntimeConfigPromiseContext } from './runtime-config-context';
import { CrashBoundary } from '../features/errors/CrashBoundary';
import { Announcer } from '../shared/Announcer';
import { ToastProvider } from '../shared/Toast';

/**
 * The shell every page shares; Firebase, Apollo and the signed-in state live in the lazily loaded SessionLayout.
 * `location` draws that one page without a browser (the landing page's HTML is drawn at build time).
 */
export function App({ config, location }: { config: Promise<RuntimeConfig | null>; location?: string }) {
  const routes = (
    <ToastProvider>
      <AppRoutes />
    </ToastProvider>
  );
  return (
    <ThemeProvider theme={gardenTheme}>
      <CssBaseline />
      <CrashBoundary>
        <RuntimeConfigPromiseContext.Provider value={config}>
          {location === undefined ? (
            <BrowserRouter>{routes}</BrowserRouter>
          ) : (
            <StaticRouter location={location}>{routes}</StaticRouter>
          )}
        </RuntimeConfigPromiseContext.Provider>
        <Announcer />
      </CrashBoundary>
    </ThemeProvider>
  );
}
