import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/800.css';
import { App } from './app/App';
import { loadRuntimeConfig } from './app/runtime-config';
import { createFirebaseAuth } from './auth/firebase-auth';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig()
  .then((config) => {
    root.render(
      <StrictMode>
        <App auth={createFirebaseAuth(config)} config={config} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <p style={{ fontFamily: 'sans-serif', padding: 24 }}>
        Money Garden could not reach its server. Please refresh the page.
      </p>,
    );
  });
