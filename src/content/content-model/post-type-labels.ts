import type { PostType } from './post-type-registry.js';

/**
 * WordPress's post type labels in its order, each with its non-hierarchical and hierarchical default
 * (WP_Post_Type::get_default_labels) and what it names, for the schema.
 */
// prettier-ignore
const DEFAULTS = [
  ['name', 'Posts', 'Pages', 'The plural name, e.g. Posts.'],
  ['singular_name', 'Post', 'Page', 'The name of one item, e.g. Post.'],
  ['add_new', 'Add', 'Add', 'The label of the button that adds an item.'],
  ['add_new_item', 'Add Post', 'Add Page', 'The title of the screen that adds an item.'],
  ['edit_item', 'Edit Post', 'Edit Page', 'The title of the screen that edits an item.'],
  ['new_item', 'New Post', 'New Page', 'The label of a new item.'],
  ['view_item', 'View Post', 'View Page', 'The label of the link to view an item.'],
  ['view_items', 'View Posts', 'View Pages', 'The label of the link to view the items.'],
  ['search_items', 'Search Posts', 'Search Pages', 'The label of the search button.'],
  ['not_found', 'No posts found.', 'No pages found.', 'Shown when a search finds nothing.'],
  ['not_found_in_trash', 'No posts found in Trash.', 'No pages found in Trash.', 'Shown when the trash is empty.'],
  ['parent_item_colon', null, 'Parent Page:', 'The label of the parent item (hierarchical types).'],
  ['all_items', 'All Posts', 'All Pages', 'The label of the list of every item.'],
  ['archives', 'Post Archives', 'Page Archives', 'The label of the archives in menus.'],
  ['attributes', 'Post Attributes', 'Page Attributes', 'The title of the attributes panel.'],
  ['insert_into_item', 'Insert into post', 'Insert into page', 'The media button that inserts into an item.'],
  ['uploaded_to_this_item', 'Uploaded to this post', 'Uploaded to this page', "The media filter of an item's uploads."],
  ['featured_image', 'Featured image', 'Featured image', 'The title of the featured image panel.'],
  ['set_featured_image', 'Set featured image', 'Set featured image', 'The label that sets the featured image.'],
  ['remove_featured_image', 'Remove featured image', 'Remove featured image', 'The label that removes the featured image.'],
  ['use_featured_image', 'Use as featured image', 'Use as featured image', 'The media button that picks the featured image.'],
  ['filter_items_list', 'Filter posts list', 'Filter pages list', 'The heading of the list filters, for screen readers.'],
  ['filter_by_date', 'Filter by date', 'Filter by date', 'The label of the date filter.'],
  ['items_list_navigation', 'Posts list navigation', 'Pages list navigation', 'The heading of the list pagination.'],
  ['items_list', 'Posts list', 'Pages list', 'The heading of the list, for screen readers.'],
  ['item_published', 'Post published.', 'Page published.', 'Shown when an item is published.'],
  ['item_published_privately', 'Post published privately.', 'Page published privately.', 'Shown when an item is published privately.'],
  ['item_reverted_to_draft', 'Post reverted to draft.', 'Page reverted to draft.', 'Shown when an item goes back to draft.'],
  ['item_trashed', 'Post trashed.', 'Page trashed.', 'Shown when an item is trashed.'],
  ['item_scheduled', 'Post scheduled.', 'Page scheduled.', 'Shown when an item is scheduled.'],
  ['item_updated', 'Post updated.', 'Page updated.', 'Shown when an item is updated.'],
  ['item_link', 'Post Link', 'Page Link', 'The title of a link block variation to an item.'],
  ['item_link_description', 'A link to a post.', 'A link to a page.', 'The description of that variation.'],
] as const;

export type LabelKey = (typeof DEFAULTS)[number][0] | 'menu_name' | 'name_admin_bar' | 'template_name';

/** Every label with what it names; `template_name` exists only for types registered with a singular name. */
export const LABEL_DESCRIPTIONS: Record<LabelKey, string> = {
  ...(Object.fromEntries(DEFAULTS.map(([key, , , description]) => [key, description])) as Record<
    (typeof DEFAULTS)[number][0],
    string
  >),
  menu_name: 'The label in menus.',
  name_admin_bar: 'The label in the toolbar’s “New” menu.',
  template_name: 'The name of the single-item template (types registered with a singular name).',
};

type Registered = Partial<Record<LabelKey, string>>;

const named = (name: string, singular: string, extra: Registered = {}): Registered => ({
  name,
  singular_name: singular,
  ...extra,
});

/** The labels each type is registered with (create_initial_post_types), the rest being defaults. */
// prettier-ignore
const REGISTERED: Record<string, Registered> = {
  post: { name_admin_bar: 'Post' },
  page: { name_admin_bar: 'Page' },
  attachment: named('Media', 'Media', { add_new: 'Add Media File', add_new_item: 'Add Media File', edit_item: 'Edit Media', view_item: 'View Media File', attributes: 'Attachment Attributes' }),
  nav_menu_item: named('Navigation Menu Items', 'Navigation Menu Item'),
  wp_block: named('Patterns', 'Pattern', { add_new: 'Add Pattern', add_new_item: 'Add Pattern', new_item: 'New Pattern', edit_item: 'Edit Block Pattern', view_item: 'View Pattern', view_items: 'View Patterns', all_items: 'All Patterns', not_found: 'No patterns found.', not_found_in_trash: 'No patterns found in Trash.', filter_items_list: 'Filter patterns list', items_list_navigation: 'Patterns list navigation', items_list: 'Patterns list', item_published: 'Pattern published.', item_published_privately: 'Pattern published privately.', item_reverted_to_draft: 'Pattern reverted to draft.', item_scheduled: 'Pattern scheduled.', item_updated: 'Pattern updated.', search_items: 'Search Patterns' }),
  wp_template: themeLabels('Templates', 'Template', 'template', 'templates'),
  wp_template_part: themeLabels('Template Parts', 'Template Part', 'template part', 'template parts'),
  wp_navigation: named('Navigation Menus', 'Navigation Menu', { add_new: 'Add Navigation Menu', add_new_item: 'Add Navigation Menu', new_item: 'New Navigation Menu', edit_item: 'Edit Navigation Menu', view_item: 'View Navigation Menu', all_items: 'Navigation Menus', search_items: 'Search Navigation Menus', parent_item_colon: 'Parent Navigation Menu:', not_found: 'No Navigation Menu found.', not_found_in_trash: 'No Navigation Menu found in Trash.', archives: 'Navigation Menu archives', insert_into_item: 'Insert into Navigation Menu', uploaded_to_this_item: 'Uploaded to this Navigation Menu', filter_items_list: 'Filter Navigation Menu list', items_list_navigation: 'Navigation Menus list navigation', items_list: 'Navigation Menus list', item_updated: 'Navigation Menu updated.' }),
  requirement: named('Requirements', 'Requirement'),
};

/** The labels templates and template parts share, from their plural and singular names. */
function themeLabels(plural: string, singular: string, one: string, many: string): Registered {
  return named(plural, singular, {
    add_new: `Add ${singular}`,
    add_new_item: `Add ${singular}`,
    new_item: `New ${singular}`,
    edit_item: `Edit ${singular}`,
    view_item: `View ${singular}`,
    all_items: plural,
    search_items: `Search ${plural}`,
    parent_item_colon: `Parent ${singular}:`,
    not_found: `No ${many} found.`,
    not_found_in_trash: `No ${many} found in Trash.`,
    archives: `${one[0].toUpperCase()}${one.slice(1)} archives`,
    insert_into_item: `Insert into ${one}`,
    uploaded_to_this_item: `Uploaded to this ${one}`,
    filter_items_list: `Filter ${many} list`,
    items_list_navigation: `${plural[0]}${many.slice(1)} list navigation`,
    items_list: `${plural[0]}${many.slice(1)} list`,
    item_updated: `${singular[0]}${one.slice(1)} updated.`,
  });
}

/**
 * A type's labels as get_post_type_labels() builds them: the defaults for its hierarchy, overridden by
 * what it registers, with the gaps filled from its names (_get_custom_object_labels).
 */
export function postTypeLabels(type: PostType): Partial<Record<LabelKey, string | null>> {
  const registered: Registered = { ...REGISTERED[type.name] };
  if (registered.name !== undefined) registered.singular_name ??= registered.name;
  registered.name_admin_bar ??= registered.singular_name ?? type.name;
  if (registered.name !== undefined) registered.menu_name ??= registered.name;
  if (registered.menu_name !== undefined) registered.all_items ??= registered.menu_name;
  if (registered.all_items !== undefined) registered.archives ??= registered.all_items;
  const column = type.hierarchical ? 2 : 1;
  const labels: Partial<Record<LabelKey, string | null>> = Object.fromEntries(
    DEFAULTS.map((row) => [row[0], row[column]]),
  );
  labels.menu_name = labels.name;
  Object.assign(labels, registered);
  if (registered.singular_name !== undefined)
    labels.template_name = `Single item: ${registered.singular_name}`;
  return labels;
}
