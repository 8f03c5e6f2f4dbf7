import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/800.css';
import { App } from './app/App';
import { loadRuntimeConfig } from './app/runtime-config';

// Asked for at once but not awaited: the public pages draw without it.
const config = loadRuntimeConfig().catch((error: unknown) => {
  console.error(error);
  return null;
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
