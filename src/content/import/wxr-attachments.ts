import { realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { DomainDeps } from '../../domain-deps.js';
import { DomainError } from '../../errors.js';
import { FetchFailed, guardedFetch } from '../../net/guarded-fetch.js';
import { oembedPolicy } from '../../net/address-guard.js';
import { mediaUrl, percentDecoded } from '../links.js';
import { Attachment } from '../media/attachment.entity.js';
import { StagedFile, type FileContent } from '../media/file-content.js';
import { uploadMedia } from '../media/media-upload.service.js';
import { Post } from '../posts/post.entity.js';
import { metaValue, originalIdOf, type AttachmentSources, type ImportRun, refusal } from './import-run.js';
import { commentValues, datesOf, sanitizeLogin } from './wxr-values.js';
import type { WxrItem } from './wxr-reader.js';

/** An attachment's file, found: its name, the `YYYY/MM` folder the old site kept it in, its bytes. */
interface AttachmentFile {
  name: string;
  folder: string | undefined;
  bytes: FileContent;
}

const FOLDER = /^(\d{4})\/(\d\d)(?:\/|$)/;
const DATE_FOLDER = /^(\d{4})-(\d\d)-/;
/** As long as an oEmbed fetch may take; a photo from a slow host still arrives in that. */
const FETCH_TIMEOUT_MS = 60_000;

/** The attachment's URL as WordPress's importer reads it: a path alone is on the export's site. */
function attachmentUrl(record: WxrItem, siteUrl: string): string {
  const url = (record.attachmentUrl || record.guid).trim();
  return url.startsWith('/') && !url.startsWith('//') ? siteUrl + url : url;
}

/**
 * Where the file sits inside uploads, most certain first: `_wp_attached_file`, the URL's path after
 * `/uploads/`, the URL's path after its host.
 */
function uploadPaths(attached: string, url: string): string[] {
  let path = '';
  try {
    path = percentDecoded(new URL(url).pathname);
  } catch {
    // not a URL: only the meta can say
  }
  const afterUploads = path.includes('/uploads/') ? path.slice(path.lastIndexOf('/uploads/') + 9) : '';
  return [attached, afterUploads, path.replace(/^\/+/, '')].filter(Boolean);
}

/** The folder WordPress's importer files it under: the one of `_wp_attached_file`, else its date's. */
function folderOf(record: WxrItem, attached: string): string | undefined {
  const match = FOLDER.exec(attached) ?? DATE_FOLDER.exec(record.date);
  return match && match[1] !== '0000' ? `${match[1]}/${match[2]}` : undefined;
}

/**
 * The file in the uploads copy, or why it may not be taken: every path is resolved to its real path,
 * which must stay inside the folder's own; a symbolic link on the way is followed only when the
 * operator said so. Null: not there.
 */
async function fromUploadsDir(
  sources: AttachmentSources,
  paths: string[],
): Promise<StagedFile | string | null> {
  const root = await realpath(sources.uploadsDir!);
  for (const path of paths) {
    const file = resolve(root, path);
    // The export names the path: it may not leave the folder the operator gave.
    if (!file.startsWith(root + sep)) continue;
    const real = await realpath(file).catch(() => null);
    if (!real) continue;
    if (real !== file && !sources.followSymlinks)
      return `${path} in ${sources.uploadsDir} is reached through a symbolic link (--follow-symlinks follows links that stay in the folder)`;
    if (!real.startsWith(root + sep)) return `${path} in ${sources.uploadsDir} links out of the folder`;
    const info = await stat(real);
    if (info.isFile()) return new StagedFile(real, info.size);
  }
  return null;
}

/** The file downloaded through the address guard, or why not. */
async function download(deps: DomainDeps, url: string): Promise<Buffer | string> {
  try {
    const answer = await guardedFetch(url, {
      policy: oembedPolicy(deps.settings.oembedAllowHosts),
      headers: { 'accept-encoding': 'identity' },
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: deps.settings.mediaMaxUploadBytes,
      maxRedirects: 5,
    });
    if (answer.status !== 200) return `${url} answered ${answer.status}`;
    if (!answer.body.length) return `${url} sent an empty file`;
    return answer.body;
  } catch (error) {
    if (!(error instanceof FetchFailed)) throw error;
    return `${url} could not be downloaded (${error.message})`;
  }
}

/** An attachment's file from the uploads copy, else downloaded; a string says why there is none. */
async function attachmentFile(
  deps: DomainDeps,
  record: WxrItem,
  siteUrl: string,
  sources: AttachmentSources,
): Promise<AttachmentFile | string> {
  const url = attachmentUrl(record, siteUrl);
  const attached = metaValue(record, '_wp_attached_file');
  const paths = uploadPaths(attached, url);
  const name = paths[0]?.split('/').pop() ?? '';
  const folder = folderOf(record, attached);
  if (sources.uploadsDir) {
    const staged = await fromUploadsDir(sources, paths);
    if (typeof staged === 'string') return staged;
    if (staged) return { name, folder, bytes: staged };
    if (!sources.fetch) return `no ${paths[0] ?? 'file'} in ${sources.uploadsDir}`;
  }
  if (!sources.fetch) return 'give --uploads-dir or --fetch-attachments to import its file';
  if (!url) return 'the export gives no URL for it';
  const bytes = await download(deps, url);
  return typeof bytes === 'string' ? bytes : { name: name || 'file', folder, bytes };
}

/** Meta an attachment's file says again (its path, sizes and alt text are made or read anew). */
const FILE_META = new Set(['_wp_attached_file', '_wp_attachment_metadata', '_wp_attachment_image_alt']);
const withoutExtension = (url: string) => url.replace(/\.[^./]*$/, '');

/**
 * The old URLs of a stored attachment mapped to its new one, as WordPress's importer maps them: the
 * file's URL and guid, and for an image its sub-sizes' URLs (`photo-300x200.jpg`).
 */
function remapUrls(run: ImportRun, record: WxrItem, attachment: Attachment, mime: string) {
  const from = attachmentUrl(record, run.summary.source);
  const to = mediaUrl(run.deps.settings, `${attachment.folder}/${attachment.uploadedName}`);
  run.remap.add(from, to);
  if (record.guid && /^https?:/.test(record.guid)) run.remap.add(record.guid, to);
  if (mime.startsWith('image/')) run.remap.addImage(withoutExtension(from), withoutExtension(to));
}

/**
 * An attachment: its file found (uploads copy or download) and stored as an upload is, with all its
 * sub-sizes, in the old site's `YYYY/MM` folder; its post fields as the export has them. A file that
 * cannot be had is a warning: the item is counted failed, and a run again (with the file) imports it.
 */
export async function importAttachment(run: ImportRun, record: WxrItem): Promise<void> {
  const { deps } = run;
  const originalId = originalIdOf(record);
  if (!originalId)
    return run.fail('attachment', `line ${record.line}: an attachment without wp:post_id or guid`);
  const existing = await run.made('post', originalId);
  if (existing?.ours) {
    const attachment = await deps.em.findOne(Attachment, { postId: existing.localId });
    const post = await deps.em.findOne(Post, { id: existing.localId });
    if (attachment && post) remapUrls(run, record, attachment, post.mimeType);
    run.refer(record, existing.localId, 'parentId', record.parent);
  }
  if (existing) return run.count('existing', 'attachment');
  for (const { key } of record.meta) if (!FILE_META.has(key)) run.count('skipped', 'meta');
  const file = await attachmentFile(deps, record, run.summary.source, run.options);
  const named = `line ${record.line}: attachment "${record.title}"`;
  if (typeof file === 'string') return run.fail('attachment', `${named} has no file: ${file}`);
  const dates = datesOf(record);
  const values = commentValues(record);
  for (const problem of [...dates.problems, ...values.problems]) run.warn(`${named}: ${problem}`);
  try {
    const view = await deps.em.transactional(async (em) => {
      const tx = { ...deps, em };
      const view = await uploadMedia(
        tx,
        { name: file.name, bytes: file.bytes },
        {
          title: record.title,
          caption: record.excerpt,
          description: record.content,
          altText: metaValue(record, '_wp_attachment_image_alt'),
          slug: record.name || undefined,
          status: record.status === 'private' ? 'private' : undefined,
          author: run.users.get(sanitizeLogin(record.creator)) ?? deps.user!.id,
          commentStatus: values.commentStatus,
          pingStatus: values.pingStatus,
          ...dates.changes,
        },
        { titleFromClientName: false, subSizes: true, folder: file.folder },
      );
      if (dates.local) view.post.dateLocal = dates.local;
      run.remember(em, 'post', originalId, view.post.id);
      await em.flush();
      return view;
    });
    remapUrls(run, record, view.attachment, view.post.mimeType);
    run.refer(record, view.post.id, 'parentId', record.parent);
    run.count('imported', 'attachment');
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    run.fail('attachment', `${named} was not imported: ${refusal(error)}`);
  }
}
