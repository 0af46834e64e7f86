// The API docs at /api/docs as Touchline's own page rather than stock Swagger UI: the product's
// name and logo, the data endpoints before the account and utility routes, in the colour mode
// chosen in the dashboard (else the system's), and a way back to the dashboard. Everything is served by
// @fastify/swagger-ui from its own static folder (`/api/docs/static/theme/...`), so the docs'
// Content-Security-Policy (script-src and style-src 'self', http/security-headers.ts) allows it
// without any inline script or style.
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';

/**
 * The order of the docs' sections: what API clients come for first (the data endpoints, then the
 * keys and figures around them), the dashboard's own routes after, utilities last. Swagger UI
 * lists tags in the order of this list.
 */
export const API_DOC_TAGS = [
  {
    name: 'data',
    description: 'The sports data: live scores, fixtures, standings, players, clubs. Authenticated by `X-API-Key`.',
  },
  { name: 'api-keys', description: 'Create, list, rename, rotate and revoke the API keys the data endpoints take.' },
  { name: 'usage', description: 'Calls, errors and latency of your keys, and today’s quota.' },
  { name: 'billing', description: 'Plans, checkout, the billing portal and Stripe’s webhook.' },
  { name: 'login', description: 'Access tokens, Google sign-in, password recovery.' },
  { name: 'users', description: 'Your account, sign-up and activation; user management for superusers.' },
  { name: 'items', description: 'Items of the FastAPI template’s example module.' },
  { name: 'utils', description: 'Health check.' },
] as const;

/** Where the assets of the page are served, from the page's own address. */
const THEME_PATH = '/api/docs/static/theme';

/**
 * The product's logo (ui-kit's Logo, the mark only, in the light theme's primary colour): the
 * docs' favicon and the top bar's image.
 */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28" fill="none">
<rect width="28" height="28" rx="7" fill="#2563eb"/>
<path d="M7 8.5h14" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>
<path d="M14 8.5v12" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/>
<circle cx="14" cy="15.5" r="3.4" stroke="#fff" stroke-width="1.6" fill="#2563eb"/>
<circle cx="14" cy="15.5" r="0.9" fill="#fff"/>
</svg>`;

/**
 * Replaces Swagger UI's top bar (its logo and the "Explore" address box) with the product's logo
 * and name and a link back to the dashboard, once Swagger UI has drawn it; and dresses the page in
 * the colour mode the dashboard stored (ui-kit's ColorModeProvider: 'theme' in localStorage, same
 * origin), the system's while it says 'system' or nothing.
 */
const TOP_BAR_SCRIPT = (productName: string) => `(() => {
  const productName = ${JSON.stringify(productName)};
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
  function applyColourMode() {
    let chosen = null;
    try {
      chosen = window.localStorage.getItem('theme');
    } catch {}
    const isDark = chosen === 'dark' || (chosen !== 'light' && systemDark.matches);
    document.documentElement.classList.toggle('touchline-dark', isDark);
  }
  applyColourMode();
  systemDark.addEventListener('change', applyColourMode);
  window.addEventListener('storage', applyColourMode);
  function brand(wrapper) {
    if (wrapper.dataset.branded) return;
    wrapper.dataset.branded = 'true';
    wrapper.replaceChildren();
    const home = document.createElement('a');
    home.className = 'touchline-home';
    home.href = '/api/docs';
    const logo = document.createElement('img');
    logo.src = '${THEME_PATH}/touchline-logo.svg';
    logo.alt = productName;
    logo.width = 28;
    logo.height = 28;
    const title = document.createElement('span');
    title.textContent = productName + ' API';
    home.append(logo, title);
    const back = document.createElement('a');
    back.className = 'touchline-back';
    back.href = '/';
    back.textContent = 'Back to the dashboard';
    wrapper.append(home, back);
  }
  const observer = new MutationObserver(() => {
    const wrapper = document.querySelector('#swagger-ui .topbar .topbar-wrapper');
    if (wrapper) brand(wrapper);
  });
  observer.observe(document.body, { childList: true, subtree: true });
})();
`;

/** Light colours stay Swagger UI's; these take over in the dark mode (the class the script sets). */
const THEME_CSS = `
.swagger-ui .topbar { background: #0f172a; padding: 10px 0; }
.swagger-ui .topbar .topbar-wrapper { display: flex; align-items: center; justify-content: space-between; gap: 16px; }
.swagger-ui .topbar a.touchline-home { display: inline-flex; align-items: center; gap: 10px; color: #f8fafc; font: 600 18px/1.2 system-ui, sans-serif; text-decoration: none; }
.swagger-ui .topbar a.touchline-back { color: #bfdbfe; font: 500 14px/1.2 system-ui, sans-serif; text-decoration: underline; }
.swagger-ui .topbar a:focus-visible { outline: 2px solid #93c5fd; outline-offset: 3px; border-radius: 4px; }

html.touchline-dark {
  background: #0b1120;
  color-scheme: dark;
  & body { background: #0b1120; }
  .swagger-ui, .swagger-ui .info .title, .swagger-ui .info p, .swagger-ui .info li, .swagger-ui .info table,
  .swagger-ui .opblock-tag, .swagger-ui .opblock-tag small, .swagger-ui .opblock .opblock-summary-description,
  .swagger-ui .opblock .opblock-summary-path, .swagger-ui .opblock .opblock-summary-operation-id,
  .swagger-ui .opblock-description-wrapper p, .swagger-ui .opblock-external-docs-wrapper p, .swagger-ui .opblock-title_normal p,
  .swagger-ui .opblock .opblock-section-header h4, .swagger-ui .tab li, .swagger-ui .parameter__name, .swagger-ui .parameter__type,
  .swagger-ui .parameter__in, .swagger-ui .parameter__deprecated, .swagger-ui table thead tr td, .swagger-ui table thead tr th,
  .swagger-ui .response-col_status, .swagger-ui .response-col_links, .swagger-ui .responses-inner h4, .swagger-ui .responses-inner h5,
  .swagger-ui .model-title, .swagger-ui .model, .swagger-ui section.models h4, .swagger-ui .servers-title, .swagger-ui label,
  .swagger-ui .markdown p, .swagger-ui .markdown li, .swagger-ui .renderedMarkdown p, .swagger-ui .btn, .swagger-ui .dialog-ux .modal-ux-header h3,
  .swagger-ui .dialog-ux .modal-ux-content p, .swagger-ui .dialog-ux .modal-ux-content h4, .swagger-ui .prop-type, .swagger-ui .prop-format {
    color: #e2e8f0;
  }
  .swagger-ui .info a, .swagger-ui .markdown a, .swagger-ui .renderedMarkdown a { color: #93c5fd; }
  .swagger-ui .opblock-tag { border-bottom-color: #1e293b; }
  .swagger-ui .opblock .opblock-section-header { background: #111827; box-shadow: none; }
  .swagger-ui .opblock.opblock-get { background: rgba(37, 99, 235, 0.12); border-color: #2563eb; }
  .swagger-ui .opblock.opblock-post { background: rgba(22, 163, 74, 0.12); }
  .swagger-ui .opblock.opblock-delete { background: rgba(220, 38, 38, 0.12); }
  .swagger-ui .opblock.opblock-put, .swagger-ui .opblock.opblock-patch { background: rgba(217, 119, 6, 0.12); }
  .swagger-ui .scheme-container, .swagger-ui section.models, .swagger-ui section.models .model-container,
  .swagger-ui .dialog-ux .modal-ux, .swagger-ui .model-box { background: #111827; border-color: #1e293b; box-shadow: none; }
  .swagger-ui input[type=text], .swagger-ui input[type=password], .swagger-ui input[type=search], .swagger-ui input[type=email],
  .swagger-ui textarea, .swagger-ui select { background: #0f172a; color: #e2e8f0; border-color: #334155; }
  .swagger-ui .highlight-code > .microlight, .swagger-ui .microlight { background: #020617 !important; }
  .swagger-ui svg:not(:root) { fill: #e2e8f0; }
  .swagger-ui .opblock-summary-control svg, .swagger-ui .expand-operation svg, .swagger-ui .models-control svg { fill: #e2e8f0; }
}
`;

/** @fastify/swagger-ui's options for the page: Touchline's title, favicon, theme and top bar. */
export function apiDocsUiOptions(productName: string, staticCSP: string): FastifySwaggerUiOptions {
  const logo = Buffer.from(LOGO_SVG);
  return {
    routePrefix: '/api/docs',
    staticCSP,
    uiConfig: { docExpansion: 'list', deepLinking: true },
    theme: {
      title: `${productName} API docs`,
      css: [{ filename: 'touchline.css', content: THEME_CSS }],
      js: [{ filename: 'touchline-top-bar.js', content: TOP_BAR_SCRIPT(productName) }],
      favicon: [{ filename: 'touchline-logo.svg', rel: 'icon', type: 'image/svg+xml', sizes: 'any', content: logo }],
    },
  };
}
