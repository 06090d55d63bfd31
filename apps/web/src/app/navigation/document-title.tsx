import { useEffect } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import { useConfig } from '../../shared/config/get-config';
import { useIdleState } from '../idle/idle-provider';
import { buildPageTitle } from './page-title';

export type RouteHandle = {
  title?: string;
  customTitle?: (search: URLSearchParams, productName: string) => string | undefined;
};

/** Keeps document.title in step with the matched route, the product name and the idle countdown. */
export function DocumentTitle() {
  const matches = useMatches();
  const [search] = useSearchParams();
  const { productName } = useConfig();
  const idle = useIdleState();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  const title = buildPageTitle({
    productName,
    routeTitle: handle?.title,
    customTitle: handle?.customTitle?.(search, productName),
    idleSecondsLeft: idle.phase === 'warning' ? idle.secondsLeft : null,
  });

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
