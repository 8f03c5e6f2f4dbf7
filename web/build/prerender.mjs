// Build step after `vite build` and the server-side build of src/prerender/landing-html.tsx: writes
// dist/landing.html, the app's index.html with the landing page already drawn in it. The api sends it for `/`,
// so the landing page paints before its JavaScript has downloaded and run (its largest paint is the hero).
// Usage: node build/prerender.mjs <dist> <server build directory>
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [dist = 'dist', serverBuild = 'build-ssr'] = process.argv.slice(2);
const EMPTY_ROOT = '<div id="root"></div>';

const { renderLandingHtml } = await import(pathToFileURL(path.resolve(serverBuild, 'landing-html.js')).href);
const index = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
if (!index.includes(EMPTY_ROOT)) throw new Error(`${dist}/index.html has no ${EMPTY_ROOT} to draw into`);
const html = renderLandingHtml();
await fs.writeFile(path.join(dist, 'landing.html'), index.replace(EMPTY_ROOT, `<div id="root">${html}</div>`));
await fs.rm(serverBuild, { recursive: true, force: true });
console.log(`prerendered the landing page into ${dist}/landing.html (${Math.round(html.length / 1024)} KB)`);
