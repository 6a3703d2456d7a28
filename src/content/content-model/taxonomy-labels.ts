/**
 * WordPress's taxonomy labels in its order, with the flat and the hierarchical default
 * (WP_Taxonomy::get_default_labels) and what each names. A null default is a label that kind of
 * taxonomy does not have (tags have no parent, categories no "popular" list); WordPress sends it null.
 */
const NAME_HELP = 'The name is how it appears on your site.';
const SLUG_HELP =
  'The &#8220;slug&#8221; is the URL-friendly version of the name. It is usually all lowercase and contains only letters, numbers, and hyphens.';
const PARENT_HELP =
  'Assign a parent term to create a hierarchy. The term Jazz, for example, would be the parent of Bebop and Big Band.';
const DESC_HELP = 'The description is not prominent by default; however, some themes may show it.';

// prettier-ignore
const DEFAULTS = [
  ['name', 'Tags', 'Categories', 'The plural name, e.g. Categories.'],
  ['singular_name', 'Tag', 'Category', 'The name of one term.'],
  ['search_items', 'Search Tags', 'Search Categories', 'The label of the search button.'],
  ['popular_items', 'Popular Tags', null, 'The heading of the most used terms (flat taxonomies).'],
  ['all_items', 'All Tags', 'All Categories', 'The label of the list of every term.'],
  ['parent_item', null, 'Parent Category', 'The label of the parent term (hierarchical taxonomies).'],
  ['parent_item_colon', null, 'Parent Category:', 'The same, with a colon.'],
  ['name_field_description', NAME_HELP, NAME_HELP, 'The help of the name field.'],
  ['slug_field_description', SLUG_HELP, SLUG_HELP, 'The help of the slug field.'],
  ['parent_field_description', null, PARENT_HELP, 'The help of the parent field (hierarchical taxonomies).'],
  ['desc_field_description', DESC_HELP, DESC_HELP, 'The help of the description field.'],
  ['edit_item', 'Edit Tag', 'Edit Category', 'The title of the screen that edits a term.'],
  ['view_item', 'View Tag', 'View Category', 'The label of the link to view a term.'],
  ['update_item', 'Update Tag', 'Update Category', 'The label of the button that saves a term.'],
  ['add_new_item', 'Add Tag', 'Add Category', 'The label of the button that adds a term.'],
  ['new_item_name', 'New Tag Name', 'New Category Name', 'The label of the name of a new term.'],
  ['separate_items_with_commas', 'Separate tags with commas', null, 'The help of the terms field (flat taxonomies).'],
  ['add_or_remove_items', 'Add or remove tags', null, 'The label that adds or removes terms (flat taxonomies).'],
  ['choose_from_most_used', 'Choose from the most used tags', null, 'The label of the most used terms (flat taxonomies).'],
  ['not_found', 'No tags found.', 'No categories found.', 'Shown when a search finds nothing.'],
  ['no_terms', 'No tags', 'No categories', 'Shown when an item has no terms.'],
  ['filter_by_item', null, 'Filter by category', 'The label of the list filter (hierarchical taxonomies).'],
  ['items_list_navigation', 'Tags list navigation', 'Categories list navigation', 'The heading of the list pagination.'],
  ['items_list', 'Tags list', 'Categories list', 'The heading of the list, for screen readers.'],
  ['most_used', 'Most Used', 'Most Used', 'The tab of the most used terms.'],
  ['back_to_items', '&larr; Go to Tags', '&larr; Go to Categories', 'The link back to the list after a change.'],
  ['item_link', 'Tag Link', 'Category Link', 'The title of a link block variation to a term.'],
  ['item_link_description', 'A link to a tag.', 'A link to a category.', 'The description of that variation.'],
] as const;

export type TaxonomyLabelKey =
  (typeof DEFAULTS)[number][0] | 'menu_name' | 'name_admin_bar' | 'archives' | 'template_name';

/** Every label with what it names. */
export const TAXONOMY_LABEL_DESCRIPTIONS: Record<TaxonomyLabelKey, string> = {
  ...(Object.fromEntries(DEFAULTS.map(([key, , , description]) => [key, description])) as Record<
    (typeof DEFAULTS)[number][0],
    string
  >),
  menu_name: 'The label in menus.',
  name_admin_bar: 'The label in the toolbar (the taxonomy’s name for the built-in ones).',
  archives: 'The label of the archives (taxonomies registered with a name).',
  template_name: 'The name of the term archive template.',
};

/** The labels that may be null or missing (a label of the other kind of taxonomy, `archives`). */
export const NULLABLE_TAXONOMY_LABELS = new Set<string>([
  ...DEFAULTS.filter(([, flat, hierarchical]) => flat === null || hierarchical === null).map(([key]) => key),
  'archives',
]);

type Labels = Partial<Record<TaxonomyLabelKey, string | null>>;

/**
 * The labels each built-in taxonomy is registered with: categories and tags with none (their kind's
 * defaults); a plugin's taxonomy (league) registers its plural and singular names.
 */
const REGISTERED: Record<string, Labels> = {
  category: {},
  post_tag: {},
  nav_menu: { name: 'Navigation Menus', singular_name: 'Navigation Menu' },
  wp_pattern_category: {
    name: 'Pattern Categories',
    singular_name: 'Pattern Category',
    add_new_item: 'Add Category',
    add_or_remove_items: 'Add or remove pattern categories',
    back_to_items: '&larr; Go to Pattern Categories',
    choose_from_most_used: 'Choose from the most used pattern categories',
    edit_item: 'Edit Pattern Category',
    item_link: 'Pattern Category Link',
    item_link_description: 'A link to a pattern category.',
    items_list: 'Pattern Categories list',
    items_list_navigation: 'Pattern Categories list navigation',
    new_item_name: 'New Pattern Category Name',
    no_terms: 'No pattern categories',
    not_found: 'No pattern categories found.',
    popular_items: 'Popular Pattern Categories',
    search_items: 'Search Pattern Categories',
    separate_items_with_commas: 'Separate pattern categories with commas',
    update_item: 'Update Pattern Category',
    view_item: 'View Pattern Category',
  },
};

/**
 * A taxonomy's labels as get_taxonomy_labels() gives them: the defaults of its kind with `menu_name`
 * after them, overridden by those it was registered with, which _get_custom_object_labels() completes
 * (`name_admin_bar` is the taxonomy's name when it was registered without a singular name), then
 * `template_name`.
 */
export function taxonomyLabels(taxonomy: {
  name: string;
  label: string;
  singular: string;
  hierarchical: boolean;
}) {
  const custom: Labels = {
    ...(REGISTERED[taxonomy.name] ?? { name: taxonomy.label, singular_name: taxonomy.singular }),
  };
  custom.name_admin_bar ??= custom.singular_name ?? taxonomy.name;
  if (custom.name && !custom.menu_name) custom.menu_name = custom.name;
  if (custom.menu_name && !custom.all_items) custom.all_items = custom.menu_name;
  if (custom.all_items && !custom.archives) custom.archives = custom.all_items;
  const kind = taxonomy.hierarchical ? 2 : 1;
  const defaults: Labels = Object.fromEntries(DEFAULTS.map((row) => [row[0], row[kind]]));
  defaults.menu_name = defaults.name;
  const labels: Labels = { ...defaults, ...custom };
  labels.template_name = `${labels.singular_name} Archives`;
  return labels;
}
