import { canReadPost } from './capabilities.js';
import type { Post } from './posts/post.entity.js';
import { CONTENT_TYPES, type PostType } from './content-model/post-type-registry.js';

/** What happened to a content item (the Subscription API's ContentEventKind). */
export type ContentEventKind = 'CREATED' | 'UPDATED' | 'PUBLISHED' | 'TRASHED' | 'DELETED';

/** A committed change of a content item. */
export interface ContentLiveEvent {
  topic: 'content';
  kind: ContentEventKind;
  postType: string;
  id: number;
  /** Whether anyone could read the item before the change: losing it is news to anonymous readers too. */
  wasPublic: boolean;
  at: string;
}

declare module '../live/live-event.js' {
  interface LiveEventTopics {
    content: ContentLiveEvent;
  }
}

/** Whether an anonymous reader may read the item (published, of a type without a read capability). */
export const isPublic = (type: PostType, post: Post) => canReadPost(null, type, post);

/** The live event of a change of a post-like item; none for other items (menu items, media, revisions). */
export function contentLiveEvents(
  post: Pick<Post, 'id' | 'type'>,
  kind: ContentEventKind,
  wasPublic: boolean,
  at: Date,
): ContentLiveEvent[] {
  if (!CONTENT_TYPES.includes(post.type)) return [];
  return [{ topic: 'content', kind, postType: post.type, id: post.id, wasPublic, at: at.toISOString() }];
}
