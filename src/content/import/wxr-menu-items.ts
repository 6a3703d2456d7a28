import { DomainError } from '../../errors.js';
import { saveMenuItem, type MenuItemKind } from '../menus/menu-item.service.js';
import { Term } from '../terms/term.entity.js';
import { originalIdOf, type ImportRun, refusal } from './import-run.js';
import type { WxrItem } from './wxr-reader.js';
import { itemValues } from './wxr-values.js';

/**
 * A list of strings as WordPress exports it: a PHP-serialized array (`a:1:{i:0;s:4:"main";}`), or
 * space-separated words.
 */
function phpStrings(value: string): string[] {
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
 * A menu item with its `_menu_item_*` meta, its link resolved to what the import made of its object
 * (so menu items are imported after everything else).
 */
export async function importMenuItem(run: ImportRun, record: WxrItem): Promise<void> {
  const { deps } = run;
  const menuSlug = record.terms.find((term) => term.domain === 'nav_menu')?.slug;
  // One post can be an item of several menus in an export (WordPress's importer makes each): an
  // item is its menu's, and so is the parent it names.
  const inMenu = (id: string) => (id && id !== '0' ? `${menuSlug ?? ''}#${id}` : id);
  const originalId = inMenu(originalIdOf(record));
  const meta = Object.fromEntries(record.meta.map(({ key, value }) => [key, value]));
  const parent = inMenu(meta._menu_item_menu_item_parent ?? '0');
  const existing = originalId ? await run.made('post', originalId) : undefined;
  if (existing) {
    if (existing.ours) run.refer(record, existing.localId, 'parentId', parent);
    return run.count('existing', 'nav_menu_item');
  }
  const kind = meta._menu_item_type ?? 'custom';
  const object = meta._menu_item_object ?? '';
  const objectId =
    kind === 'post_type'
      ? await run.origin('post', meta._menu_item_object_id ?? '')
      : kind === 'taxonomy'
        ? await run.origin('term', `${object}:${meta._menu_item_object_id ?? ''}`)
        : 0;
  const menu = menuSlug ? await deps.em.findOne(Term, { taxonomy: 'nav_menu', slug: menuSlug }) : null;
  if (objectId === undefined || !originalId)
    return run.fail(
      'nav_menu_item',
      `line ${record.line}: menu item "${record.title}" links to ${object} ${meta._menu_item_object_id}, which was not imported`,
    );
  const values = itemValues(record);
  for (const problem of values.problems)
    run.warn(`line ${record.line}: menu item "${record.title}": ${problem}`);
  try {
    const id = await deps.em.transactional(async (em) => {
      const view = await saveMenuItem({ ...deps, em }, null, {
        title: record.title,
        status: record.status,
        menuOrder: values.menuOrder || 1,
        menus: menu?.id ?? 0,
        type: kind as MenuItemKind,
        object,
        objectId,
        url: meta._menu_item_url ?? '',
        target: meta._menu_item_target ?? '',
        classes: phpStrings(meta._menu_item_classes ?? ''),
        xfn: phpStrings(meta._menu_item_xfn ?? ''),
      });
      run.remember(em, 'post', originalId, view.post.id);
      await em.flush();
      return view.post.id;
    });
    run.refer(record, id, 'parentId', parent);
    run.count('imported', 'nav_menu_item');
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    run.fail(
      'nav_menu_item',
      `line ${record.line}: menu item "${record.title}" was not imported: ${refusal(error)}`,
    );
  }
}
