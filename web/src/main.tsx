import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/800.css';
import { App } from './app/App';
import { loadRuntimeConfig } from './app/runtime-config';
import { preloadRoute } from './app/AppRoutes';

// Asked for at once but not awaited: the public pages draw without it.
const config = loadRuntimeConfig().catch((error: unknown) => {
  console.error(error);
  return null;
});

// The opened page's code is fetched alongside the config, not after the session around it has rendered.
preloadRoute(window.location.pathname);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App config={config} />
  </StrictMode>
);
// The landing page arrives drawn (build/prerender.mjs): React takes over those elements rather than drawing them again.
if (window.location.pathname === '/' && root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
