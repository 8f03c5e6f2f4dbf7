import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../app/App';

/** Never settles: the landing page does not read the runtime config. */
const NO_CONFIG = new Promise<null>(() => undefined);

/**
 * The landing page as HTML, drawn at build time (build/prerender.mjs) so it paints before any JavaScript has run;
 * the browser's React then takes over these same elements (main.tsx). Emotion writes each component's CSS beside
 * it, so the page's CSS comes inline with it, and Emotion moves it into the head when the app starts.
 */
export function renderLandingHtml(): string {
  return renderToString(
    <StrictMode>
      <App config={NO_CONFIG} location="/" />
    </StrictMode>,
  );
}
