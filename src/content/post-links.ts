import type { Post } from './post.entity.js';
import { POST_TYPES } from './post-types.js';

/** The permalink: `?p=`, `?page_id=`, `?<type>=<slug>` once published, `?post_type=…&p=` before. */
export function postLink(siteUrl: string, post: Pick<Post, 'id' | 'type' | 'status' | 'slug'>): string {
  const type = POST_TYPES[post.type];
  if (type?.link === 'page_id') return `${siteUrl}/?page_id=${post.id}`;
  if (type?.link === 'slug') {
    const draft = ['draft', 'pending', 'auto-draft', 'future'].includes(post.status) || post.slug === '';
    return draft
      ? `${siteUrl}/?post_type=${post.type}&p=${post.id}`
      : `${siteUrl}/?${post.type}=${encodeURIComponent(post.slug)}`;
  }
  return `${siteUrl}/?p=${post.id}`;
}
