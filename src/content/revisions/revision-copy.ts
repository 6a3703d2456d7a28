import type { User } from '../../auth/user.entity.js';
import type { EntityManager } from '../../db/orm.js';
import { Post } from '../posts/post.entity.js';
import { toLocal } from '../posts/post-dates.js';

/**
 * A copy of a post's title, content, excerpt and meta as a revision row named `slug` (a leaf: the
 * writers of posts and of revisions both make them).
 */
export function copyOf(
  em: EntityManager,
  post: Post,
  author: User,
  now: Date,
  zone: string,
  slug: string,
): Post {
  return em.create(Post, {
    type: 'revision',
    status: 'inherit',
    authorId: author.id,
    parentId: post.id,
    slug,
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    meta: post.meta,
    dateLocal: toLocal(now, zone),
    dateGmt: now,
    modifiedLocal: toLocal(now, zone),
    modifiedGmt: now,
    guid: '',
  });
}

/** Keeps the post's current title, content and excerpt as a revision (called inside the update). */
export function saveRevision(em: EntityManager, post: Post, author: User, now: Date, zone: string): Post {
  return copyOf(em, post, author, now, zone, `${post.id}-revision-v1`);
}
