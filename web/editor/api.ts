import apiFetch, { type APIFetchMiddleware } from '@wordpress/api-fetch';
import { CONFIG } from './config.js';

export { gql } from '../shared/graphql.js';

/**
 * The editor's packages name WordPress's namespace (`/wp/v2/…`, hard-coded for settings, media, users,
 * search …); Portico serves the same routes under `cms/v2`.
 */
const toPortico = (path: string) => path.replace(/^\/?wp\/v2(?=[/?]|$)/, '/cms/v2');
const TEMPLATE_ROUTE = /^\/cms\/v2\/(templates|template-parts)\b/;

/**
 * Templates carry their database id as `cms_id` (the seed's name for it); the editor keys them by
 * WordPress's `wp_id`, so each answer of those routes gets both.
 */
function withWpId(answer: unknown): unknown {
  if (Array.isArray(answer)) return answer.map(withWpId);
  if (answer && typeof answer === 'object' && 'cms_id' in answer) return { ...answer, wp_id: answer.cms_id };
  return answer;
}

const rewrite: APIFetchMiddleware = (options, next) => {
  if (!options.path) return next(options);
  const path = toPortico(options.path);
  const answer = next({ ...options, path });
  return TEMPLATE_ROUTE.test(path) && options.parse !== false ? answer.then(withWpId) : answer;
};

/**
 * Every request goes to this site's REST root with the session's nonce (WordPress's cookie scheme).
 * Middlewares run last-registered first: the rewrite sees the path before the root makes it a URL.
 */
export function setUpApiFetch() {
  apiFetch.use(apiFetch.createRootURLMiddleware(CONFIG.restRoot));
  apiFetch.use(apiFetch.createNonceMiddleware(CONFIG.nonce));
  apiFetch.use(rewrite);
  // wp-admin's nonce refresh (admin-ajax) does not exist here: a stale nonce means signing in again.
  apiFetch.nonceEndpoint = undefined;
}
