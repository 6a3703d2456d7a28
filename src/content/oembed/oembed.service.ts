import { randomBytes } from 'node:crypto';
import { User } from '../../auth/user.entity.js';
import { DomainError } from '../../errors.js';
import { escapeHtml, escapeHtmlOnce } from '../../escape-html.js';
import { getSiteSettings } from '../../site/site.service.js';
import { canReadPost } from '../capabilities.js';
import { authorLink, mediaUrl, parsePostLink, postLink } from '../links.js';
import { Attachment } from '../media/attachment.entity.js';
import { inSizeOrder } from '../media/image-sizes.js';
import { postAllowsReading } from '../media/media.service.js';
import { Post } from '../posts/post.entity.js';
import { findPostIdBySlug, type ContentDeps } from '../posts/post.service.js';
import { typeNamed } from '../content-model/post-type-registry.js';
import { renderTitle } from '../render/render.js';

/** An oEmbed response (the oEmbed format's own field names). */
export type OEmbedResponse = Record<string, unknown>;

export const invalidEmbedUrl = () => new DomainError('OEMBED_INVALID_URL', 'Not Found', 404);

/** The embed width the reference allows (200 to 600) and the height it derives (16:9, at least 200). */
export function embedSize(maxWidth: number) {
  const width = Math.min(Math.max(maxWidth, 200), 600);
  return { width, height: Math.max(Math.ceil((width / 16) * 9), 200) };
}

/** The page script that sizes embedded iframes from their height messages (a short wp-embed). */
const HOST_SCRIPT =
  "<script>\n/*! Sizes this site's embedded posts. */\n" +
  '!function(w,d){if(w.porticoEmbed||!d.querySelectorAll)return;w.porticoEmbed=1;' +
  'w.addEventListener("message",function(e){var m=e.data;if(!m||!m.secret||/[^a-zA-Z0-9]/.test(m.secret))return;' +
  'd.querySelectorAll(\'blockquote[data-secret="\'+m.secret+\'"]\').forEach(function(b){b.style.display="none"});' +
  "d.querySelectorAll('iframe[data-secret=\"'+m.secret+'\"]').forEach(function(f){if(e.source!==f.contentWindow)return;" +
  'f.removeAttribute("style");if(m.message==="height"){var h=parseInt(m.value,10);f.height=Math.min(Math.max(h||0,200),1000)}})' +
  '},false)}(window,document);\n</script>';

/** The rich `html`: a quote linking to the item, and the iframe that replaces it once loaded. */
function embedHtml(
  permalink: string,
  title: string,
  siteName: string,
  size: { width: number; height: number },
) {
  const secret =
    randomBytes(8)
      .toString('base64url')
      .replace(/[^a-zA-Z0-9]/g, '')
      .slice(0, 10) || 'portico';
  const src = `${permalink}${permalink.includes('?') ? '&#038;' : '?'}embed=true#?secret=${secret}`;
  const frameTitle = `&#8220;${escapeHtmlOnce(title)}&#8221; &#8212; ${escapeHtmlOnce(siteName)}`;
  return (
    `<blockquote class="wp-embedded-content" data-secret="${secret}"><a href="${escapeHtml(permalink)}">${escapeHtmlOnce(title)}</a></blockquote>` +
    `<iframe sandbox="allow-scripts" security="restricted" src="${src}" width="${size.width}" height="${size.height}" ` +
    `title="${frameTitle}" data-secret="${secret}" frameborder="0" marginwidth="0" marginheight="0" scrolling="no" class="wp-embedded-content"></iframe>` +
    HOST_SCRIPT
  );
}

/** The item a link names, if it is one anyone may see (published, or media of a published post). */
async function publicItem(deps: ContentDeps, url: string): Promise<Post | null> {
  const target = parsePostLink(deps.settings.publicUrl, url);
  if (!target) return null;
  const anyone = { ...deps, user: null };
  let id: number;
  if ('id' in target) id = target.id;
  else {
    const type = typeNamed(target.type);
    if (!type) return null;
    id = await findPostIdBySlug(anyone, type, target.slug).catch(() => 0);
  }
  const post = id ? await deps.em.findOne(Post, { id }) : null;
  const type = post && typeNamed(post.type);
  if (!post || !type?.viewable) return null;
  return canReadPost(null, type, post) && (await postAllowsReading(anyone, post)) ? post : null;
}

/** The image to show with an item: its own (media) or its featured image, at the size nearest the width. */
async function thumbnail(deps: ContentDeps, post: Post, width: number) {
  const id = post.type === 'attachment' ? post.id : post.featuredMedia;
  const file = id ? await deps.em.findOne(Attachment, { postId: id }) : null;
  if (!file?.width || !file.height) return {};
  const candidates = [
    ...inSizeOrder(file.sizes).map(([, s]) => ({
      url: `${file.folder}/${s.file}`,
      width: s.width,
      height: s.height,
    })),
    { url: file.file, width: file.width, height: file.height },
  ].sort((a, b) => a.width - b.width);
  const chosen = candidates.find((c) => c.width >= width) ?? candidates[candidates.length - 1];
  return {
    thumbnail_url: mediaUrl(deps.settings, chosen.url),
    thumbnail_width: chosen.width,
    thumbnail_height: chosen.height,
  };
}

/**
 * The oEmbed response for an item of this site (the reference's get_oembed_response_data): provider
 * and author, the title, a rich (or, for videos, video) embed of the given width.
 */
export async function embedItem(deps: ContentDeps, url: string, maxWidth: number): Promise<OEmbedResponse> {
  const post = await publicItem(deps, url);
  if (!post) throw invalidEmbedUrl();
  const settings = await getSiteSettings(deps);
  const siteUrl = deps.settings.publicUrl;
  const author = await deps.em.findOne(User, { id: post.authorId });
  const size = embedSize(maxWidth);
  const title = renderTitle(post.title);
  return {
    version: '1.0',
    provider_name: settings.name,
    provider_url: siteUrl,
    author_name: author ? author.displayName : settings.name,
    author_url: author ? authorLink(siteUrl, author.id) : siteUrl,
    title,
    type: post.mimeType.startsWith('video/') ? 'video' : 'rich',
    width: size.width,
    height: size.height,
    html: embedHtml(postLink(siteUrl, post), title, settings.name, size),
    ...(await thumbnail(deps, post, size.width)),
  };
}

/** Whether a URL is on this site's host (the proxy answers those itself). */
export function isOwnUrl(deps: ContentDeps, url: string): boolean {
  try {
    return new URL(url).host.toLowerCase() === new URL(deps.settings.publicUrl).host.toLowerCase();
  } catch {
    return false;
  }
}
