import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { reportEvent } from './report-event';

const knownPaths: readonly string[] = Object.values(paths);

/** `location` without its query and fragment, and without a trailing slash ("/templates/" reads "/templates"). */
const pathnameOf = (location: string) => {
  const path = location.split(/[?#]/u, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/u, '') : path;
};

/**
 * The route to report for `location`: its path without query or fragment, and only when it is one of the app's
 * routes. A path typed into the address bar (a 404) may hold anything, a name for one, so its view is reported
 * without a path.
 */
export function pageViewPath(location: string): string | undefined {
  const route = pathnameOf(location);
  return knownPaths.includes(route) ? route : undefined;
}

/**
 * Reports a 'page_view' with the route path on every route change (and the first page), through wouter's
 * location; a change of query alone is no new page. The last path reported is remembered, so React's
 * development double effects do not count a view twice. Nothing is reported while `isEnabled` is false (in
 * sign-in mode, before the visitor is signed in: the events route needs a session there).
 */
export function usePageViews(isEnabled = true) {
  const [location] = useLocation();
  const pathname = pathnameOf(location);
  const lastReported = useRef<string | null>(null);
  useEffect(() => {
    if (!isEnabled || lastReported.current === pathname) return;
    lastReported.current = pathname;
    void reportEvent('page_view', pageViewPath(pathname));
  }, [pathname, isEnabled]);
}
