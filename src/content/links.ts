import type { Settings } from '../domain-deps.js';
import type { Post } from './posts/post.entity.js';
import { POST_TYPES, TAXONOMIES, typeNamed } from './content-model/post-type-registry.js';
import type { Term } from './terms/term.entity.js';

/** The permalink: `?p=`, `?page_id=`, `?attachment_id=`, `?<type>=<slug>` once published, `?post_type=…&p=` before. */
export function postLink(siteUrl: string, post: Pick<Post, 'id' | 'type' | 'status' | 'slug'>): string {
  const type = typeNamed(post.type);
  if (type?.link === 'attachment_id') return `${siteUrl}/?attachment_id=${post.id}`;
  if (type?.link === 'page_id') return `${siteUrl}/?page_id=${post.id}`;
  if (type?.link === 'post_type') return `${siteUrl}/?post_type=${post.type}&p=${post.id}`;
  if (type?.link === 'slug') {
    const draft = ['draft', 'pending', 'auto-draft', 'future'].includes(post.status) || post.slug === '';
    return draft
      ? `${siteUrl}/?post_type=${post.type}&p=${post.id}`
      : `${siteUrl}/?${post.type}=${encodeURIComponent(post.slug)}`;
  }
  return `${siteUrl}/?p=${post.id}`;
}

/** A term's archive: `?cat=<id>` for categories, else `?tag=<slug>` / `?<taxonomy>=<slug>`. */
export function termLink(siteUrl: string, term: Pick<Term, 'id' | 'taxonomy' | 'slug'>): string {
  const taxonomy = TAXONOMIES[term.taxonomy];
  if (taxonomy?.link === 'cat') return `${siteUrl}/?cat=${term.id}`;
  const key = taxonomy?.link === 'tag' ? 'tag' : term.taxonomy;
  return `${siteUrl}/?${key}=${encodeURIComponent(term.slug)}`;
}

/**
 * Where a stored media file is fetched: `{site_url}/uploads/2026/11/photo.jpg` (Portico serves it
 * itself), or under MEDIA_PUBLIC_URL (the bucket or a CDN in front of it).
 */
export const mediaUrl = (settings: Pick<Settings, 'publicUrl' | 'mediaPublicUrl'>, file: string) =>
  `${settings.mediaPublicUrl ?? `${settings.publicUrl}/uploads`}/${file}`;

/** Percent-decoded text; as given when it is no valid percent-encoding (a bare `%` in a name). */
export function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A user's author archive. */
export const authorLink = (siteUrl: string, userId: number) => `${siteUrl}/?author=${userId}`;

/**
 * What a permalink of this site names: an item by id, with the type its form names (`?p=` a post unless
 * `post_type` says otherwise, `?page_id=` a page, `?attachment_id=` a media item), or by type and slug.
 */
export type LinkTarget = { id: number; type: string } | { type: string; slug: string };

/**
 * The item a URL of this site links to — the inverse of postLink (the reference's url_to_postid for
 * its query-string permalinks); null for other sites, other paths and unknown forms.
 */
export function parsePostLink(siteUrl: string, raw: string): LinkTarget | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const site = new URL(siteUrl);
  const home = site.pathname.replace(/\/*$/, '/');
  const path = url.pathname.replace(/\/index\.php$/, '/').replace(/\/*$/, '/');
  if (url.host.toLowerCase() !== site.host.toLowerCase() || path !== home) return null;
  return linkTarget(url.searchParams);
}

/** The item a permalink's query names (postLink's forms); null for any other query. */
export function linkTarget(query: URLSearchParams): LinkTarget | null {
  const idForms = { p: query.get('post_type') ?? 'post', page_id: 'page', attachment_id: 'attachment' };
  for (const [key, type] of Object.entries(idForms)) {
    const value = query.get(key);
    if (value !== null) return /^\d+$/.test(value) ? { id: Number(value), type } : null;
  }
  for (const type of Object.values(POST_TYPES).filter((t) => t.link === 'slug')) {
    const slug = query.get(type.name);
    if (slug) return { type: type.name, slug };
  }
  return null;
}
