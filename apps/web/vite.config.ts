import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadHints } from './build/first-load-hints';
import { initialJsSize } from './build/initial-js-size';
import { mantineComponentCss } from './build/mantine-component-css';
import { mantineMergeRefs } from './build/mantine-merge-refs';
import { mantineThemeCss } from './build/mantine-theme-css';
import { reactHookFormCopies } from './build/react-hook-form-copies';
import { reactRouterProduction } from './build/react-router-production';
import { precompress } from './build/precompress';
import { startupShell } from './build/startup-shell';
import type { FirstLoadRoutes } from './build/route-first-load';

const server = 'http://localhost:3000';
// The signed-in header and what it alone of the first load runs (decision 221), its unread-alerts
// query included.
const SIGNED_IN_BAR =
  /(src[\\/]app[\\/]layout[\\/](signed-in-bar|user-nav|main-nav|deferred-menu|nav-items|bell-icon)|src[\\/]features[\\/]search[\\/](components[\\/](client-search-box|client-search-results|typeahead-rules)|api[\\/]get-client-typeahead)|src[\\/]features[\\/]alerts[\\/](index\.ts|api[\\/](get-total-unread|keys))|src[\\/]features[\\/]search[\\/]api[\\/]keys|src[\\/]shared[\\/]hooks[\\/]use-idle-flag|@mantine[\\/]hooks[\\/]esm[\\/](use-click-outside|use-debounced-value)[\\/]|@mantine[\\/]core[\\/](esm[\\/]components[\\/](Burger|Indicator|Loader)[\\/]|styles[\\/](Burger|Indicator|Loader)\.layer\.css))/;
// Mantine modules the sign-in page and the signed-in header both run (decision 221); with two small pieces every
// input kit needs (the merged ref, ScrollArea's toInt), so the borrower's signing steps need no signed-in kit (350).
const MANTINE_FORM_KIT =
  /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|ActionIcon|CloseButton|Alert|Divider|Paper)[\\/]|core[\\/]esm[\\/]core[\\/](styles-api[\\/]use-resolved-styles-api|utils[\\/]create-safe-context|MantineProvider[\\/]color-functions[\\/]get-auto-contrast-value)[\\/]|core[\\/]styles[\\/](Input|InputBase|TextInput|PasswordInput|ActionIcon|CloseButton|Alert|Divider|Paper)\.layer\.css|hooks[\\/]esm[\\/](use-id|use-uncontrolled|use-merged-ref)[\\/]|core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]utils[\\/]to-int\.)/;
// Mantine's layout pieces and the contracts' formatting that the signed-in pages share, first of all
// the dashboard (decision 230): one chunk instead of seven files of 1-2 KB in its first load; with
// Columns (decision 241), which many pages share.
const SIGNED_IN_KIT =
  /(node_modules[\\/]@mantine[\\/]core[\\/](esm[\\/]components[\\/](Card|Image)[\\/]|esm[\\/]core[\\/]utils[\\/](get-base-value|get-sorted-breakpoints|get-breakpoint-value)[\\/]|styles[\\/](Card|Image)\.layer\.css)|packages[\\/]contracts[\\/]src[\\/](format[\\/](money|time)|domain|dashboard-display)\.ts|src[\\/]shared[\\/]ui[\\/]columns)/;
// The table, select and checkbox pieces (Mantine's and the app's) that the lists, the client page, settings,
// search, trends and operations share: one chunk, not twenty files of 0.1-6 KB each. On a phone's HTTP/1.1
// connections every file of a first load waits its turn and costs a round trip (decision 242); the lists had
// 36 files and painted a second after the sign-in page (decision 348). Place Order and the import take the few
// kilobytes they do not use; the dashboard and the signing page use none of it.
const SIGNED_IN_PAGE_KIT =
  /(@mantine[\\/]core[\\/](esm[\\/]components[\\/](Table|ScrollArea(?![\\/]utils[\\/]to-int\.)|NativeSelect|Checkbox|Combobox[\\/](ComboboxChevron|get-parsed-combobox-data|Combobox\.module))[\\/]?|esm[\\/]utils[\\/](InlineInput|InputsGroupFieldset)[\\/]|esm[\\/]core[\\/]DirectionProvider[\\/]|styles[\\/](Table|ScrollArea|Checkbox|CheckboxCard|CheckboxIndicator|Combobox|InlineInput)\.layer\.css)|@mantine[\\/]hooks[\\/]esm[\\/](use-debounced-callback|utils[\\/]use-callback-ref)[\\/]|src[\\/]shared[\\/](ui[\\/](table-body-rows|table-skeleton|scroll-region|pagination|pagination-rules|data-table|modal-on-demand)|format[\\/]zoned|api[\\/]download-file)\.|packages[\\/]contracts[\\/]src[\\/](order-labels|form-stage|format[\\/]labels)\.ts)/;
// A signed-in page's first load: its area's chunk and the signed-in header's.
const signedInPage = (area: string) => ({
  modules: [`src/features/${area}/pages.ts`, 'src/app/layout/signed-in-bar.tsx'],
  signedIn: true,
});
// The pages a visit opens with: the sign-in page, and the dashboard for a stored session.
const FIRST_LOAD_ROUTES: FirstLoadRoutes = {
  '/auth/login': { modules: ['src/features/auth/pages.ts'], signedIn: false },
  // The dashboard's HTML paints the stored lender's greeting (decision 246).
  '/': {
    modules: ['src/features/dashboard/pages.ts', 'src/app/layout/signed-in-bar.tsx'],
    signedIn: true,
    greeting: true,
  },
  // Opened from a link in a mail or a bookmark, and the borrower's link on a phone (decision 318).
  '/place-order/:clientId': signedInPage('orders'),
  '/place-order/on-demand/:clientId': signedInPage('orders'),
  // The borrower is not signed in: the page's chunk alone.
  '/sign/:token': { modules: ['src/features/esign/pages.ts'], signedIn: false },
  // Opened from the portfolio lists' mails and bookmarks too; its hints take the start-up's preload links off
  // its main thread (decision 338, which revisits 336).
  '/client/:clientId': signedInPage('clients'),
  // The lists are opened from the dashboard's mails and from bookmarks as often as from the dashboard
  // (decision 336): each names its chunks in its HTML, so its list call starts a wave of downloads sooner.
  '/portfolio/clients': signedInPage('portfolio'),
  '/portfolio/orders': signedInPage('portfolio'),
  '/portfolio/overview': signedInPage('portfolio'),
  '/portfolio/incomplete-auth': signedInPage('portfolio'),
  '/portfolio/expiring-forms': signedInPage('portfolio'),
  // Opened from the header's menu, and after a reload or a new tab as any page is: its start-up appended its
  // preload links itself, about 180 ms of a phone's main thread at start (decision 340).
  '/settings': signedInPage('account'),
  // Opened from the menu and from bookmarks; with its charts drawn as plain SVG the start-up's preload links
  // were its longest task left (decision 341).
  '/portfolio/trends': signedInPage('trends'),
};
// Every other page a lender, an operator or a borrower opens (issue 50): its first-load JavaScript is
// printed and held against its own budget by `npm run bench -- web` (bench/web/bundle-size.ts), but
// the server sends no hints for them (decision 299): a page opened from another has its chunks already.
// Place Order, the lists, the client page, settings, trends and the signing page are in FIRST_LOAD_ROUTES above.
const MEASURED_ROUTES: FirstLoadRoutes = {
  '/search': signedInPage('search'),
  '/settings/alert-rules': signedInPage('alert-rules'),
  '/client/import': signedInPage('imports'),
  '/invoices': signedInPage('invoices'),
  // Operations staff are signed in too: the header's chunk is asked for at start (start-app.ts).
  '/ops': signedInPage('ops'),
  '/ops/reports/:reportId': signedInPage('ops'),
};
// Paths the Fastify server answers; everything else is the single-page app.
const proxied = ['/api', '/dev', '/saml2', '/login/saml2', '/wp-json'];

/** Names each area's lazy chunk after its feature folder (dashboard-[hash].js, not pages-[hash].js). */
function nameChunk(chunk: { name: string; facadeModuleId: string | null }): string {
  const area = chunk.facadeModuleId?.match(/features\/([^/]+)\/pages\.ts$/)?.[1];
  return `assets/${area ?? chunk.name}-[hash].js`;
}

export default defineConfig({
  plugins: [
    react(),
    mantineMergeRefs(),
    mantineComponentCss(),
    mantineThemeCss(),
    reactHookFormCopies(),
    startupShell(),
    // Printed by every build; `npm run bench` holds them against the first-load budget.
    initialJsSize({ ...FIRST_LOAD_ROUTES, ...MEASURED_ROUTES }),
    firstLoadHints(FIRST_LOAD_ROUTES),
    precompress(),
  ],
  resolve: { alias: [reactRouterProduction()] },
  build: {
    // Relative to the project root (apps/web): the server serves apps/web/dist.
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        chunkFileNames: nameChunk,
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          // A group takes only the modules its test matches: by default it also pulls in their
          // dependencies, which put React into the Leaflet chunk and so Leaflet into every page.
          includeDependenciesRecursively: false,
          groups: [
            // Only the contact page's map needs Leaflet: keep it out of every other page's download.
            { name: 'leaflet', test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/, priority: 4 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
            // The libraries the entry itself runs (Mantine's core, react-query): one cached chunk.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // The form kit of the two first screens (the sign-in form; the signed-in header's search
            // box), in one chunk rather than ten small ones: each file costs its own gzip dictionary.
            { name: 'mantine-form-kit', test: MANTINE_FORM_KIT, priority: 1 },
            // What only signed-in pages run, the header and the kit, in one chunk: free for the pages
            // that share a part of it (the search page, the nav drawer, Place Order's menu), whose
            // header has already loaded it. One file, not three: on a phone's HTTP/1.1 connections
            // each file of the first load costs a round trip of its own (decision 242).
            { name: 'signed-in', test: (id: string) => SIGNED_IN_BAR.test(id) || SIGNED_IN_KIT.test(id), priority: 1 },
            { name: 'signed-in-pages', test: SIGNED_IN_PAGE_KIT, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server }])),
  },
});
