import { DomainError } from '../../errors.js';
import { Post } from '../posts/post.entity.js';
import type { ContentDeps } from '../posts/post.service.js';
import { POST_TYPES, registeredMeta } from '../content-model/post-type-registry.js';
import type { PostChanges } from '../posts/post-changes.js';
import { trashPost } from '../posts/post-delete.service.js';
import { createPost } from '../posts/post-write.service.js';
import { pageTemplateSlugs } from '../templates/page-templates.js';
import { THEME } from '../templates/portico-theme.js';
import { fileOf, storedPosts, type TemplateType } from '../templates/template.service.js';
import { createTemplate, updateTemplate } from '../templates/template-write.service.js';
import { ImportOrigin } from './import-origin.entity.js';
import {
  ImportRun,
  metaValue,
  originalIdOf,
  type WxrImportOptions,
  type WxrImportSummary,
  refusal,
} from './import-run.js';
import { importAttachment } from './wxr-attachments.js';
import { authorOf, importAuthor } from './wxr-authors.js';
import { importMenuItem } from './wxr-menu-items.js';
import type { WxrItem, WxrRecord } from './wxr-reader.js';
import { importTerm, termsOf } from './wxr-terms.js';
import { datesOf, itemValues } from './wxr-values.js';

export type { WxrImportOptions, WxrImportSummary } from './import-run.js';

const TEMPLATE_TYPES = new Set(['wp_template', 'wp_template_part']);
/** Terms that say what a template is (its theme, a part's area) rather than classify it. */
const TEMPLATE_TAXONOMIES = new Set(['wp_theme', 'wp_template_part_area']);
/** Contents read back to rewrite upload URLs, per query. */
const REWRITE_BATCH = 500;

/**
 * The parent and featured image an item names by original id, set once every item is in (again for
 * one already there: a run stopped before setting them is finished by the next).
 */
function referTo(run: ImportRun, post: number, record: WxrItem) {
  run.refer(record, post, 'parentId', record.parent);
  run.refer(record, post, 'featuredMedia', metaValue(record, '_thumbnail_id'));
}

/**
 * The post fields of an item as the export has them (but its dates, see datesOf), its meta kept where
 * its type registers it.
 */
async function changesOf(run: ImportRun, record: WxrItem, typeName: string): Promise<PostChanges> {
  const type = POST_TYPES[typeName]!;
  const known = registeredMeta(type);
  const meta: Record<string, string> = {};
  let template = '';
  for (const { key, value } of record.meta) {
    if (key === '_wp_page_template') template = value === 'default' ? '' : value;
    else if (key === '_thumbnail_id') continue;
    else if (key in known) meta[key] = value;
    else run.count('skipped', 'meta');
  }
  if (template && !(await pageTemplateSlugs(run.deps.em)).includes(template)) {
    run.warn(
      `line ${record.line}: "${record.title}" keeps no template: "${template}" is not a template here`,
    );
    template = '';
  }
  const { terms, format } = await termsOf(run, record);
  const values = itemValues(record);
  for (const problem of values.problems) run.warn(`line ${record.line}: "${record.title}": ${problem}`);
  return {
    title: record.title,
    content: record.content,
    excerpt: record.excerpt,
    slug: record.name || undefined,
    status: values.status,
    password: record.password,
    author: await authorOf(run, record),
    commentStatus: values.commentStatus,
    pingStatus: values.pingStatus,
    format,
    sticky: record.sticky === '1' && type.name === 'post' ? true : undefined,
    menuOrder: values.menuOrder,
    template: template || undefined,
    meta,
    terms,
  };
}

/** A post, page, pattern, navigation or requirement, with its origin, in one transaction. */
async function importPost(run: ImportRun, record: WxrItem, originalId: string) {
  const { deps } = run;
  const type = POST_TYPES[record.type]!;
  const dates = datesOf(record);
  for (const problem of dates.problems) run.warn(`line ${record.line}: "${record.title}": ${problem}`);
  const changes = { ...(await changesOf(run, record, type.name)), ...dates.changes };
  try {
    const id = await deps.em.transactional(async (em) => {
      const tx = { ...deps, em };
      const { post } = await createPost(tx, type, changes);
      if (dates.local) post.dateLocal = dates.local;
      run.remember(em, 'post', originalId, post.id);
      await em.flush();
      if (record.status === 'trash') await trashPost(tx, type, post.id);
      return post.id;
    });
    referTo(run, id, record);
    run.count('imported', type.name);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    run.fail(type.name, `line ${record.line}: "${record.title}" was not imported: ${refusal(error)}`);
  }
}

/**
 * A template or template part, stored for Portico's theme (the site's one theme) whatever theme the
 * export's site used: one the theme ships becomes its customisation, another a custom template.
 */
async function importTemplate(run: ImportRun, record: WxrItem, originalId: string) {
  const { deps } = run;
  const type = record.type as TemplateType;
  const term = (domain: string) => record.terms.find((each) => each.domain === domain)?.slug;
  if (!record.name) return run.fail(type, `line ${record.line}: a ${type} without wp:post_name`);
  const [stored] = await storedPosts(deps.em, type, record.name);
  if (stored) {
    // The site has its own copy already: kept, and remembered as this item.
    await deps.em.transactional(async (em) => run.remember(em, 'post', originalId, stored.id));
    return run.count('existing', type);
  }
  const theme = term('wp_theme');
  if (theme && theme !== THEME.slug)
    run.warnOnce(`templates of the theme "${theme}" are stored as templates of "${THEME.slug}"`);
  const changes = {
    title: record.title,
    content: record.content,
    description: record.excerpt,
    author: await authorOf(run, record),
    ...(type === 'wp_template_part' ? { area: term('wp_template_part_area') } : {}),
  };
  try {
    await deps.em.transactional(async (em) => {
      const tx = { ...deps, em };
      const template = fileOf(type, record.name)
        ? await updateTemplate(tx, type, `${THEME.slug}//${record.name}`, changes)
        : await createTemplate(tx, type, { ...changes, slug: record.name });
      run.remember(em, 'post', originalId, template.cmsId);
      await em.flush();
    });
    run.count('imported', type);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    run.fail(type, `line ${record.line}: ${type} "${record.name}" was not imported: ${refusal(error)}`);
  }
}

/** Menu items wait for what they link to; the others come in as read. */
async function importItem(run: ImportRun, record: WxrItem, menuItems: WxrItem[]) {
  if (record.comments) run.count('skipped', 'comment', record.comments);
  if (!record.type) return run.fail('(no type)', `line ${record.line}: an item without wp:post_type`);
  // Never saved by anyone: WordPress's importer leaves them out too.
  if (record.status === 'auto-draft') return run.count('skipped', 'auto-draft');
  if (record.type === 'nav_menu_item') return void menuItems.push(record);
  const templated = TEMPLATE_TYPES.has(record.type);
  if (!POST_TYPES[record.type] && !templated && record.type !== 'attachment')
    return run.count('skipped', `type ${record.type}`);
  // Its author first (counted once, whether the item is new or already there).
  await authorOf(run, record);
  if (record.type === 'attachment') return importAttachment(run, record);
  const originalId = originalIdOf(record);
  if (!originalId) return run.fail(record.type, `line ${record.line}: an item without wp:post_id or guid`);
  const existing = await run.made('post', originalId);
  if (existing) {
    // Another export of the same site names it too: it is left as it is.
    if (existing.ours) referTo(run, existing.localId, record);
    return run.count('existing', record.type);
  }
  if (templated) {
    for (const { domain } of record.terms)
      if (!TEMPLATE_TAXONOMIES.has(domain)) run.count('skipped', `taxonomy ${domain}`);
    return importTemplate(run, record, originalId);
  }
  return importPost(run, record, originalId);
}

const REFERENCE_LABELS = { parentId: 'parent', featuredMedia: 'featured image' } as const;

/** Parents and featured images named by original id, set once every item is in (only where they differ). */
async function setReferences(run: ImportRun) {
  for (const reference of run.references) {
    const local = await run.origin('post', reference.original);
    if (local === undefined) {
      const label = REFERENCE_LABELS[reference.field];
      run.warn(`${reference.named}: its ${label} ${reference.original} was not imported`);
      continue;
    }
    await run.deps.em.nativeUpdate(
      Post,
      { id: reference.post, [reference.field]: { $ne: local } },
      { [reference.field]: local },
    );
  }
}

/**
 * The old URLs of the uploads this export brought rewritten to their new ones in the content of the
 * items it made (its runs, a stopped one finished by the next): an item another export made keeps its
 * content. WordPress's importer rewrites them with one SQL REPLACE per URL over all posts.
 */
async function rewriteUploadUrls(run: ImportRun) {
  const { em } = run.deps;
  for (let after = 0; ;) {
    const origins = await em.find(
      ImportOrigin,
      { source: run.summary.source, kind: 'post', export: run.options.exportHash, id: { $gt: after } },
      { orderBy: { id: 'asc' }, limit: REWRITE_BATCH },
    );
    if (!origins.length) return;
    after = origins.at(-1)!.id;
    const posts = await em.find(
      Post,
      { id: { $in: origins.map((origin) => origin.localId) } },
      { fields: ['id', 'content'] },
    );
    for (const post of posts) {
      const content = run.remap.rewrite(post.content);
      // Only if nothing changed it meanwhile.
      if (content !== post.content)
        await em.nativeUpdate(Post, { id: post.id, content: post.content }, { content });
    }
    em.clear();
  }
}

/**
 * Imports a WordPress export read by readWxr: authors, terms and the items of the types Portico has,
 * each item in a transaction of its own with its origin, so a run stopped half-way is finished by
 * running it again and nothing is made twice. Runs with the rights of `deps.user` (an administrator, as
 * WordPress's importer runs): markup is kept as the export has it.
 */
export async function importWxr(
  deps: ContentDeps,
  records: AsyncIterable<WxrRecord>,
  options: WxrImportOptions,
): Promise<WxrImportSummary> {
  const run = new ImportRun(deps, options);
  /** Menu items wait until what they link to is in (they are few: one per menu entry). */
  const menuItems: WxrItem[] = [];
  let read = 0;
  for await (const record of records) {
    if (record.kind === 'site')
      run.summary.source = (record.baseSiteUrl || record.baseBlogUrl).replace(/\/+$/, '');
    else if (record.kind === 'author') await importAuthor(run, record);
    else if (record.kind === 'term') await importTerm(run, record);
    else await importItem(run, record, menuItems);
    deps.em.clear();
    options.onProgress?.(++read);
  }
  for (const record of menuItems) await importMenuItem(run, record);
  await setReferences(run);
  if (run.remap.size) await rewriteUploadUrls(run);
  return run.summary;
}
