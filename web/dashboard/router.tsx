import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { BASE } from './api.js';

export type Route =
  | { page: 'projects' }
  | { page: 'checks'; project: string }
  | { page: 'integrations'; project: string }
  | { page: 'members'; project: string }
  | { page: 'check'; check: string }
  | { page: 'missing' };

const UUID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
const ROUTES: [RegExp, (match: RegExpExecArray) => Route][] = [
  [/^\/projects\/$/, () => ({ page: 'projects' })],
  [new RegExp(`^/projects/${UUID}/$`), (m) => ({ page: 'checks', project: m[1] })],
  [new RegExp(`^/projects/${UUID}/integrations/$`), (m) => ({ page: 'integrations', project: m[1] })],
  [new RegExp(`^/projects/${UUID}/members/$`), (m) => ({ page: 'members', project: m[1] })],
  // Healthchecks' address of a check's page, which notifications link to.
  [new RegExp(`^/checks/${UUID}/details/$`), (m) => ({ page: 'check', check: m[1] })],
];

/** The page a path (below BASE) shows. */
export function routeOf(path: string): Route {
  const local = path.startsWith(BASE) ? path.slice(BASE.length) : path;
  for (const [pattern, route] of ROUTES) {
    const match = pattern.exec(local);
    if (match) return route(match);
  }
  return { page: 'missing' };
}

const NAVIGATED = 'portico:navigated';

/** Goes to a path of the dashboard without reloading the page. */
export function navigate(path: string): void {
  history.pushState(null, '', BASE + path);
  window.dispatchEvent(new Event(NAVIGATED));
  window.scrollTo(0, 0);
}

/** The current route, following links, the back button and `navigate`. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => routeOf(location.pathname));
  useEffect(() => {
    const update = () => setRoute(routeOf(location.pathname));
    window.addEventListener('popstate', update);
    window.addEventListener(NAVIGATED, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(NAVIGATED, update);
    };
  }, []);
  return route;
}

/** A link within the dashboard: a real link (it opens in a new tab), followed without a reload. */
export function Link(props: { href: string; children: ComponentChildren; class?: string }) {
  return (
    <a
      href={BASE + props.href}
      class={props.class}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(props.href);
      }}
    >
      {props.children}
    </a>
  );
}
