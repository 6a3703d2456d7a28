import type { Post } from './post.entity.js';
import { TAXONOMIES, typeNamed } from './post-types.js';
import type { Term } from './term.entity.js';

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

/** A user's author archive. */
export const authorLink = (siteUrl: string, userId: number) => `${siteUrl}/?author=${userId}`;
