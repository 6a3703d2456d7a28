import { createHmac } from 'node:crypto';
import type { Settings } from '../../domain-deps.js';
import type { RevisionView } from '../revisions/revision.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reference's `wp_create_nonce('post_preview_<id>')`: 10 hex characters that bind the preview of
 * an item to the user and the day, keyed with SECRET_KEY, so a preview link cannot be made for
 * someone else or reused after it expires.
 */
export function previewNonce(secretKey: string, postId: number, userId: number, now: Date): string {
  const day = Math.floor(now.getTime() / DAY_MS);
  return createHmac('sha256', secretKey)
    .update(`post_preview_${postId}|${userId}|${day}`)
    .digest('hex')
    .slice(0, 10);
}

/**
 * Where a revision is previewed: an autosave previews its parent with the autosave's changes (the
 * reference's `preview_id` and `preview_nonce`); a draft's own save previews itself.
 */
export function previewLink(settings: Settings, view: RevisionView, userId: number, now: Date): string {
  const site = settings.publicUrl;
  if (!view.autosave) return `${site}/?p=${view.revision.id}&preview=true`;
  const id = view.parent.id;
  const nonce = previewNonce(settings.secretKey, id, userId, now);
  return `${site}/?p=${id}&preview_id=${id}&preview_nonce=${nonce}&preview=true`;
}
