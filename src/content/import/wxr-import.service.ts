import { User } from '../../auth/user.entity.js';
import { createUser } from '../../auth/user.service.js';
import { DomainError } from '../../errors.js';
import { Post } from '../post.entity.js';
import type { ContentDeps } from '../post.service.js';
import { POST_TYPES, registeredMeta, TAXONOMIES } from '../post-types.js';
import { saveMenuItem, type MenuItemKind } from '../menu-item.service.js';
import { createPost, trashPost, type PostChanges } from '../post-write.service.js';
import { pageTemplateSlugs } from '../templates/page-templates.js';
import { Term } from '../term.entity.js';
import { createTerm } from '../term.service.js';
import { ImportOrigin } from './import-origin.entity.js';
import type { WxrAuthor, WxrItem, WxrRecord, WxrTerm } from './wxr-reader.js';

export interface WxrImportOptions {
  /** Logins of the export mapped to logins of existing users (`--author old=new`). */
  authors: Record<string, string>;
  /** Read and count only: nothing is written. */
  dryRun: boolean;
}

/** What an import did, per kind (`post`, `page`, `category`, `user` …). */
export interface WxrImportSummary {
  source: string;
  imported: Record<string, number>;
  existing: Record<string, number>;
  skipped: Record<string, number>;
  failed: Record<string, number>;
  /** Users made for the export's authors (role author, no password). */
  usersCreated: string[];
  warnings: string[];
}

type OriginKind = 'user' | 'term' | 'post';

const add = (counts: Record<string, number>, key: string, n = 1) => (counts[key] = (counts[key] ?? 0) + n);
const ZERO_DATE = /^0000-00-00/;
const LOCAL_DATE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
const IMPORTED_TYPES = new Set(Object.keys(POST_TYPES));
/** Formats come as `post-format-gallery` terms of the `post_format` taxonomy. */
const FORMAT = /^post-format-(.+)$/;

/**
 * A list of strings as WordPress exports it: a PHP-serialized array (`a:1:{i:0;s:4:"main";}`), or
 * space-separated words.
 */
export function phpStrings(value: string): string[] {
  if (!value.startsWith('a:')) return value.split(/\s+/).filter(Boolean);
  const strings: string[] = [];
  const pattern = /s:(\d+):"/g;
  for (let match; (match = pattern.exec(value));) {
    const start = match.index + match[0].length;
    // The length is in bytes: take as many characters as make that many UTF-8 bytes.
    let end = start;
    for (let bytes = 0; bytes < Number(match[1]) && end < value.length; end++)
      bytes += Buffer.byteLength(value[end]!);
    strings.push(value.slice(start, end));
    pattern.lastIndex = end;
  }
  // The values (menu items number their keys), empty ones dropped as WordPress drops them.
  return strings.filter(Boolean);
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
  const summary: WxrImportSummary = {
    source: '',
    imported: {},
    existing: {},
    skipped: {},
    failed: {},
    usersCreated: [],
    warnings: [],
  };
  const users = new Map<string, number>();
  /** Parents and featured images named by original id, set once every item is in. */
  const references: { post: number; field: 'parentId' | 'featuredMedia'; original: string }[] = [];
  /** Menu items wait until what they link to is in (they are few: one per menu entry). */
  const menuItems: WxrItem[] = [];

  const origin = async (kind: OriginKind, originalId: string) =>
    (await deps.em.findOne(ImportOrigin, { source: summary.source, kind, originalId }))?.localId;
  const remember = (em: ContentDeps['em'], kind: OriginKind, originalId: string, localId: number) =>
    em.create(ImportOrigin, { source: summary.source, kind, originalId, localId });

  async function author(record: WxrAuthor) {
    const mapped = options.authors[record.login];
    const existing =
      (mapped && (await deps.em.findOne(User, { login: mapped }))) ||
      (await deps.em.findOne(User, { login: record.login }));
    if (mapped && existing?.login !== mapped)
      summary.warnings.push(`no user "${mapped}" to map "${record.login}" to`);
    if (existing) {
      users.set(record.login, existing.id);
      add(summary.existing, 'user');
      return;
    }
    if (options.dryRun) return void add(summary.imported, 'user');
    try {
      const user = await createUser(deps, {
        login: record.login,
        email: record.email || `${record.login}@invalid.example`,
        role: 'author',
        displayName: record.displayName || record.login,
      });
      users.set(record.login, user.id);
      summary.usersCreated.push(record.login);
      add(summary.imported, 'user');
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      add(summary.failed, 'user');
      summary.warnings.push(
        `author "${record.login}" was not created (${error.message}): the importer owns their items`,
      );
    }
  }

  async function term(record: WxrTerm) {
    const taxonomy = TAXONOMIES[record.taxonomy];
    if (!taxonomy) return void add(summary.skipped, `taxonomy ${record.taxonomy || '(none)'}`);
    const key = `${record.taxonomy}:${record.id}`;
    if ((await origin('term', key)) !== undefined) return void add(summary.existing, taxonomy.name);
    const same = await deps.em.findOne(Term, { taxonomy: taxonomy.name, slug: record.slug });
    if (same) {
      // The site has it already: remembered, so menu items that point at it find it.
      if (!options.dryRun) await deps.em.transactional(async (em) => remember(em, 'term', key, same.id));
      return void add(summary.existing, taxonomy.name);
    }
    if (options.dryRun) return void add(summary.imported, taxonomy.name);
    const parent = record.parent
      ? ((await deps.em.findOne(Term, { taxonomy: taxonomy.name, slug: record.parent }))?.id ?? 0)
      : 0;
    if (record.parent && !parent)
      summary.warnings.push(`${taxonomy.name} "${record.slug}": no parent "${record.parent}"`);
    await deps.em.transactional(async (em) => {
      const created = await createTerm({ ...deps, em }, taxonomy, {
        name: record.name || record.slug,
        slug: record.slug,
        description: record.description,
        ...(taxonomy.hierarchical ? { parent } : {}),
      });
      remember(em, 'term', key, created.id);
    });
    add(summary.imported, taxonomy.name);
  }

  /** The item's terms as local term ids per taxonomy; its format; the domains Portico has not. */
  async function termsOf(record: WxrItem) {
    const terms = new Map<string, number[]>();
    let format: string | undefined;
    for (const { domain, slug } of record.terms) {
      const formatName = domain === 'post_format' ? FORMAT.exec(slug)?.[1] : undefined;
      if (formatName) format = formatName;
      else if (!TAXONOMIES[domain]) add(summary.skipped, `taxonomy ${domain}`);
      else {
        const found = await deps.em.findOne(Term, { taxonomy: domain, slug });
        if (found) terms.set(domain, [...(terms.get(domain) ?? []), found.id]);
        else summary.warnings.push(`line ${record.line}: no ${domain} "${slug}"`);
      }
    }
    return { terms: [...terms].map(([taxonomy, ids]) => ({ taxonomy, ids })), format };
  }

  async function item(record: WxrItem) {
    const type = POST_TYPES[record.type];
    if (record.comments) add(summary.skipped, 'comment', record.comments);
    if (!record.type) {
      add(summary.failed, '(no type)');
      return void summary.warnings.push(`line ${record.line}: an item without wp:post_type`);
    }
    if (record.type === 'nav_menu_item') return void menuItems.push(record);
    if (!type || !IMPORTED_TYPES.has(record.type)) return void add(summary.skipped, `type ${record.type}`);
    const originalId = record.postId || (record.guid && `guid:${record.guid}`);
    if (!originalId) {
      add(summary.failed, type.name);
      return void summary.warnings.push(`line ${record.line}: an item without wp:post_id or guid`);
    }
    const thumbnail = record.meta.find((meta) => meta.key === '_thumbnail_id')?.value ?? '';
    const refer = (post: number) => {
      if (record.parent && record.parent !== '0')
        references.push({ post, field: 'parentId', original: record.parent });
      if (thumbnail) references.push({ post, field: 'featuredMedia', original: thumbnail });
    };
    const existing = await origin('post', originalId);
    if (existing !== undefined) {
      // Its references are set again: a run stopped before setting them is finished by this one.
      refer(existing);
      return void add(summary.existing, type.name);
    }
    if (options.dryRun) return void add(summary.imported, type.name);
    const known = registeredMeta(type);
    const meta: Record<string, string> = {};
    let template = '';
    for (const { key, value } of record.meta) {
      if (key === '_wp_page_template') template = value === 'default' ? '' : value;
      else if (key === '_thumbnail_id') continue;
      else if (key in known) meta[key] = value;
      else add(summary.skipped, 'meta');
    }
    if (template && !(await pageTemplateSlugs(deps.em)).includes(template)) {
      summary.warnings.push(
        `line ${record.line}: "${record.title}" keeps no template: "${template}" is not a template here`,
      );
      template = '';
    }
    const { terms, format } = await termsOf(record);
    const floating =
      ZERO_DATE.test(record.dateGmt) && (record.status === 'draft' || record.status === 'pending');
    const author = users.get(record.creator) ?? deps.user!.id;
    const changes: PostChanges = {
      title: record.title,
      content: record.content,
      excerpt: record.excerpt,
      slug: record.name || undefined,
      status: record.status === 'trash' ? 'draft' : record.status || 'draft',
      password: record.password,
      author,
      commentStatus: record.commentStatus || undefined,
      pingStatus: record.pingStatus || undefined,
      format,
      sticky: record.sticky === '1' && type.name === 'post' ? true : undefined,
      menuOrder: Number(record.menuOrder) || 0,
      template: template || undefined,
      meta,
      terms,
      ...(floating || !record.date ? {} : { date: record.date.replace(' ', 'T') }),
      ...(floating || ZERO_DATE.test(record.dateGmt) || !record.dateGmt
        ? {}
        : { dateGmt: record.dateGmt.replace(' ', 'T') }),
    };
    try {
      const id = await deps.em.transactional(async (em) => {
        const tx = { ...deps, em };
        const { post } = await createPost(tx, type, changes);
        // A floating draft keeps the date it shows (stored as written: `YYYY-MM-DD HH:MM:SS`).
        if (floating && LOCAL_DATE.test(record.date)) post.dateLocal = record.date;
        remember(em, 'post', originalId, post.id);
        await em.flush();
        if (record.status === 'trash') await trashPost(tx, type, post.id);
        return post.id;
      });
      if (record.parent && record.parent !== '0')
        references.push({ post: id, field: 'parentId', original: record.parent });
      if (thumbnail) references.push({ post: id, field: 'featuredMedia', original: thumbnail });
      add(summary.imported, type.name);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      add(summary.failed, type.name);
      summary.warnings.push(`line ${record.line}: "${record.title}" was not imported: ${error.message}`);
    }
  }

  /** A menu item with its `_menu_item_*` meta, its link resolved to what the import made of its object. */
  async function menuItem(record: WxrItem) {
    const originalId = record.postId || (record.guid && `guid:${record.guid}`);
    const meta = Object.fromEntries(record.meta.map(({ key, value }) => [key, value]));
    const parent = meta._menu_item_menu_item_parent ?? '0';
    const refer = (post: number) => {
      if (parent !== '0') references.push({ post, field: 'parentId', original: parent });
    };
    const existing = originalId ? await origin('post', originalId) : undefined;
    if (existing !== undefined) {
      refer(existing);
      return void add(summary.existing, 'nav_menu_item');
    }
    if (options.dryRun) return void add(summary.imported, 'nav_menu_item');
    const kind = meta._menu_item_type ?? 'custom';
    const object = meta._menu_item_object ?? '';
    const objectId =
      kind === 'post_type'
        ? await origin('post', meta._menu_item_object_id ?? '')
        : kind === 'taxonomy'
          ? await origin('term', `${object}:${meta._menu_item_object_id ?? ''}`)
          : 0;
    const menuSlug = record.terms.find((term) => term.domain === 'nav_menu')?.slug;
    const menu = menuSlug ? await deps.em.findOne(Term, { taxonomy: 'nav_menu', slug: menuSlug }) : null;
    if (objectId === undefined || !originalId) {
      add(summary.failed, 'nav_menu_item');
      return void summary.warnings.push(
        `line ${record.line}: menu item "${record.title}" links to ${object} ${meta._menu_item_object_id}, which was not imported`,
      );
    }
    try {
      const id = await deps.em.transactional(async (em) => {
        const view = await saveMenuItem({ ...deps, em }, null, {
          title: record.title,
          status: record.status,
          menuOrder: Number(record.menuOrder) || 1,
          menus: menu?.id ?? 0,
          type: kind as MenuItemKind,
          object,
          objectId,
          url: meta._menu_item_url ?? '',
          target: meta._menu_item_target ?? '',
          classes: phpStrings(meta._menu_item_classes ?? ''),
          xfn: phpStrings(meta._menu_item_xfn ?? ''),
        });
        remember(em, 'post', originalId, view.post.id);
        await em.flush();
        return view.post.id;
      });
      refer(id);
      add(summary.imported, 'nav_menu_item');
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      add(summary.failed, 'nav_menu_item');
      summary.warnings.push(
        `line ${record.line}: menu item "${record.title}" was not imported: ${error.message}`,
      );
    }
  }

  for await (const record of records) {
    if (record.kind === 'site')
      summary.source = (record.baseSiteUrl || record.baseBlogUrl).replace(/\/+$/, '');
    else if (record.kind === 'author') await author(record);
    else if (record.kind === 'term') await term(record);
    else await item(record);
    deps.em.clear();
  }
  for (const record of menuItems) await menuItem(record);
  for (const reference of references) {
    const local = await origin('post', reference.original);
    if (local === undefined) {
      summary.warnings.push(
        `post ${reference.post}: ${reference.field} ${reference.original} was not imported`,
      );
      continue;
    }
    // Only where it differs, so a run again writes nothing.
    await deps.em.nativeUpdate(
      Post,
      { id: reference.post, [reference.field]: { $ne: local } },
      { [reference.field]: local },
    );
  }
  return summary;
}
