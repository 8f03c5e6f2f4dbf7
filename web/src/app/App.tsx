import { BrowserRouter } from 'react-router';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { gardenTheme } from './theme';
import { AppRoutes } from './AppRoutes';
import type { RuntimeConfig } from './runtime-config';
import { RuntimeConfigPromiseContext } from './runtime-config-context';
import { CrashBoundary } from '../features/errors/CrashBoundary';
import { Announcer } from '../shared/Announcer';
import { ToastProvider } from '../shared/Toast';

/** The shell every page shares; Firebase, Apollo and the signed-in state live in the lazily loaded SessionLayout. */
export function App({ config }: { config: Promise<RuntimeConfig | null> }) {
  return (
    <ThemeProvider theme={gardenTheme}>
      <CssBaseline />
      <CrashBoundary>
        <RuntimeConfigPromiseContext.Provider value={config}>
          <BrowserRouter>
            <ToastProvider>
              <AppRoutes />
            </ToastProvider>
          </BrowserRouter>
        </RuntimeConfigPromiseContext.Provider>
        <Announcer />
      </CrashBoundary>
    </ThemeProvider>
  );
}
