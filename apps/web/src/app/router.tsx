import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { setInterceptorNavigator } from '../shared/api/api-client';
import { createGuardLoader } from './guards/guard-loader';
import { NotFoundPage } from './layout/not-found-page';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './layout/route-error-page';
import { StartupFallback } from './layout/startup-fallback';
import type { RouteHandle } from './navigation/document-title';
import { mapLegacyUrl } from './routes/legacy-paths';
import { NOT_FOUND_PATH, NOT_FOUND_TITLE, ROUTES, type RouteDef } from './routes/route-table';

const hasGuards = (def: RouteDef) => Object.values(def.access).some(Boolean);

function toRouteObject(def: RouteDef): RouteObject {
  const handle: RouteHandle = { title: def.title, customTitle: def.customTitle };
  return {
    path: def.path,
    handle,
    // Guards are static so they run before the page's chunk is fetched.
    ...(hasGuards(def) ? { loader: createGuardLoader(def.access, def.title) } : {}),
    lazy: async () => {
      const [Component, loader] = await Promise.all([def.load(), def.loadLoader?.()]);
      return loader ? { Component, loader } : { Component };
    },
  };
}

/** Unknown paths: old portal links are redirected, anything else shows the 404 page. */
function legacyLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = mapLegacyUrl(url.pathname, url.search, '');
  return target ? redirect(target) : null;
}

const notFoundHandle: RouteHandle = { title: NOT_FOUND_TITLE };

export const APP_ROUTES: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: StartupFallback,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          ...ROUTES.map(toRouteObject),
          { path: NOT_FOUND_PATH, Component: NotFoundPage, handle: notFoundHandle },
          { path: '*', loader: legacyLoader, Component: NotFoundPage, handle: notFoundHandle },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(APP_ROUTES);
  setInterceptorNavigator((to) => {
    // Several failing calls at once must not start several sign-outs.
    const { location, navigation } = router.state;
    if (to === '/auth/logout' && (location.pathname === to || navigation.location?.pathname === to)) return;
    void router.navigate(to);
  });
  return router;
}
