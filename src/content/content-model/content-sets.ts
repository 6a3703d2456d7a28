// The closed sets of content as GraphQL enums: the graph names each member, the domain and the REST
// facades keep the stored values WordPress's wire format carries.
import { closedSet } from '../../graphql/closed-set.js';
import type { FORMATS, OPEN_CLOSED } from '../posts/post-values.js';
import type { PostOrderBy } from '../posts/post-query.js';
import type { LIST_STATUSES } from './post-status.js';
import type { TermFilter } from '../terms/term.service.js';
import type { UserFilter } from '../users/user-directory.service.js';
import type { MenuItemKind } from '../menus/menu-item.service.js';
import type { TaxonomyKey } from './post-type-registry.js';

type Member<T extends readonly string[]> = T[number];

const STATUSES: Record<Exclude<Member<typeof LIST_STATUSES>, 'any'>, string> = {
  publish: 'Published: readable by everyone.',
  future: 'Scheduled: published when its date comes.',
  draft: 'A draft: readable by those who may edit it.',
  pending: 'Waiting for review: readable by those who may edit it.',
  private: 'Readable only by those who may read private items.',
  trash: 'In the trash: kept until deleted for good.',
  'auto-draft': 'Created but never saved.',
  inherit: 'Shown where its parent is (media, revisions).',
  'request-pending': "A privacy request's status (WordPress's registered statuses).",
  'request-confirmed': "A privacy request's status (WordPress's registered statuses).",
  'request-failed': "A privacy request's status (WordPress's registered statuses).",
  'request-completed': "A privacy request's status (WordPress's registered statuses).",
  ec: "A status WordPress's REST API registers for lists.",
  trustee: "A status WordPress's REST API registers for lists.",
  loc: "A status WordPress's REST API registers for lists.",
  'ext-disabled': 'Disabled: readable by those who may edit it.',
};

export const PostStatus = closedSet(
  'PostStatus',
  'The status of an item: who may read it and where it shows.',
  STATUSES,
);

export const PostStatusFilter = closedSet<Member<typeof LIST_STATUSES>>(
  'PostStatusFilter',
  'A status to list items by, or every status the caller may read.',
  { ...STATUSES, any: 'Every status the caller may read, except trash, auto-draft and inherit.' },
);

export const DiscussionStatus = closedSet<Member<typeof OPEN_CLOSED>>(
  'DiscussionStatus',
  'Whether an item takes comments or pings.',
  {
    open: 'Open: new comments (or pings) are accepted.',
    closed: 'Closed: no new ones.',
  },
);

export const PostFormat = closedSet<Member<typeof FORMATS>>(
  'PostFormat',
  'How a theme may style a post (its post format).',
  {
    standard: 'No format.',
    aside: 'A short note, usually without a title.',
    chat: 'A chat transcript.',
    gallery: 'A gallery of images.',
    link: 'A link to another site.',
    image: 'A single image.',
    quote: 'A quotation.',
    status: 'A short status update.',
    video: 'A single video or playlist.',
    audio: 'An audio file or playlist.',
  },
);

export const PostOrderField = closedSet<PostOrderBy>(
  'PostOrderField',
  'What a list of items is ordered by.',
  {
    author: "The author's id.",
    date: 'The publication date (the default).',
    id: 'The id in the database.',
    include: 'The order of the ids given in `include`.',
    modified: 'The date of the last change.',
    parent: "The parent's id.",
    relevance: 'How well the search matches (needs `search`).',
    slug: 'The slug.',
    include_slugs: 'The order of the slugs given in `slugs`.',
    title: 'The title.',
    menu_order: 'The menu order (pages, menu items).',
  },
);

export const PostSearchColumn = closedSet('PostSearchColumn', 'A text a search looks in.', {
  post_title: 'The title.',
  post_content: 'The content.',
  post_excerpt: 'The excerpt.',
});

export const TaxRelation = closedSet('TaxRelation', 'How several taxonomy filters combine.', {
  AND: 'An item must match every filter (the default).',
  OR: 'An item must match at least one.',
});

export const MediaType = closedSet('MediaType', 'What kind of file a media item is.', {
  image: 'An image (its type starts with `image/`).',
  file: 'Any other file.',
});

export const MimeCategory = closedSet('MimeCategory', 'The first part of a file type, to list media by.', {
  image: 'Images (`image/…`).',
  video: 'Videos (`video/…`).',
  text: 'Text files (`text/…`).',
  application: 'Documents and archives (`application/…`).',
  audio: 'Audio (`audio/…`).',
});

export const TermOrderField = closedSet<NonNullable<TermFilter['orderBy']>>(
  'TermOrderField',
  'What a list of terms is ordered by.',
  {
    id: 'The id in the database.',
    include: 'The order of the ids given in `include`.',
    name: 'The name (the default).',
    slug: 'The slug.',
    include_slugs: 'The order of the slugs given in `slugs`.',
    term_group: 'The term group.',
    description: 'The description.',
    count: 'How many published items carry it.',
  },
);

export const UserOrderField = closedSet<NonNullable<UserFilter['orderBy']>>(
  'UserOrderField',
  'What a list of users is ordered by.',
  {
    id: 'The id in the database.',
    include: 'The order of the ids given in `include`.',
    name: 'The display name (the default).',
    registered_date: 'When the account was made (needs `list_users`).',
    slug: 'The slug.',
    include_slugs: 'The order of the slugs given in `slugs`.',
    email: 'The e-mail address (needs `list_users`).',
    url: 'The website.',
  },
);

export const TaxonomyName = closedSet<TaxonomyKey>('TaxonomyName', 'A taxonomy: a kind of term.', {
  category: 'Categories of posts (hierarchical).',
  post_tag: 'Tags of posts.',
  nav_menu: 'Navigation menus (their items are menu items).',
  wp_pattern_category: 'Categories of patterns.',
  league: 'Leagues of requirements.',
});

export const MenuItemType = closedSet<MenuItemKind>('MenuItemType', 'What a menu item links to.', {
  taxonomy: 'A term.',
  post_type: 'An item (a post, a page …).',
  post_type_archive: "A post type's archive.",
  custom: 'A URL of its own.',
});
