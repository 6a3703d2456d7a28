import type { RestUserFragment } from './users.generated.js';
import { FieldTable, type Field } from '../rest/field-table.js';
import { EDIT_ONLY, VIEW_EDIT, VIEW_EDIT_EMBED, type PropertySchema } from '../rest/item-schema.js';

const avatar = (size: number): PropertySchema => ({
  description: `Avatar URL with image size of ${size} pixels.`,
  type: 'string',
  format: 'uri',
  context: VIEW_EDIT_EMBED,
});

/** `YYYY-MM-DDTHH:MM:SS+00:00`, PHP's date('c') in UTC. */
const isoSeconds = (iso: string | null) => (iso ? `${iso.slice(0, 19)}+00:00` : null);

/** The user's role first, then its capabilities, as GraphQL lists them. */
const roleAndCapabilities = (user: RestUserFragment) => {
  const [role, ...capabilities] = user.capabilities ?? [];
  return { role, capabilities };
};

/**
 * A user, as the reference describes it (its answers keep the schema's order). Portico's user routes
 * are read-only (users are managed with the CLI), so only the contexts matter here; the rest is what
 * clients read from OPTIONS.
 */
const USER_FIELDS: Field<RestUserFragment>[] = [
  {
    wire: 'id',
    graphql: 'id',
    schema: {
      description: 'Unique identifier for the user.',
      type: 'integer',
      context: VIEW_EDIT_EMBED,
      readonly: true,
    },
  },
  {
    wire: 'username',
    graphql: 'login',
    schema: { description: 'Login name for the user.', type: 'string', context: EDIT_ONLY, required: true },
  },
  {
    wire: 'name',
    graphql: 'displayName',
    schema: { description: 'Display name for the user.', type: 'string', context: VIEW_EDIT_EMBED },
  },
  {
    wire: 'first_name',
    graphql: 'firstName',
    schema: { description: 'First name for the user.', type: 'string', context: EDIT_ONLY },
  },
  {
    wire: 'last_name',
    graphql: 'lastName',
    schema: { description: 'Last name for the user.', type: 'string', context: EDIT_ONLY },
  },
  {
    wire: 'email',
    graphql: 'email',
    schema: {
      description: 'The email address for the user.',
      type: 'string',
      format: 'email',
      context: EDIT_ONLY,
      required: true,
    },
  },
  {
    wire: 'url',
    graphql: 'url',
    schema: { description: 'URL of the user.', type: 'string', format: 'uri', context: VIEW_EDIT_EMBED },
  },
  {
    wire: 'description',
    graphql: 'description',
    schema: { description: 'Description of the user.', type: 'string', context: VIEW_EDIT_EMBED },
  },
  {
    wire: 'link',
    graphql: 'link',
    schema: {
      description: 'Author URL of the user.',
      type: 'string',
      format: 'uri',
      context: VIEW_EDIT_EMBED,
      readonly: true,
    },
  },
  {
    wire: 'locale',
    show: () => 'en_US',
    schema: { description: 'Locale for the user.', type: 'string', enum: ['', 'en_US'], context: EDIT_ONLY },
  },
  {
    wire: 'nickname',
    graphql: 'nickname',
    schema: { description: 'The nickname for the user.', type: 'string', context: EDIT_ONLY },
  },
  {
    wire: 'slug',
    graphql: 'slug',
    schema: {
      description: 'An alphanumeric identifier for the user.',
      type: 'string',
      context: VIEW_EDIT_EMBED,
    },
  },
  {
    wire: 'registered_date',
    show: (user) => isoSeconds(user.registeredAt),
    schema: {
      description: 'Registration date for the user.',
      type: 'string',
      format: 'date-time',
      context: EDIT_ONLY,
      readonly: true,
    },
  },
  {
    wire: 'roles',
    show: (user) => (user.role ? [user.role] : []),
    schema: {
      description: 'Roles assigned to the user.',
      type: 'array',
      items: { type: 'string' },
      context: EDIT_ONLY,
    },
  },
  {
    wire: 'password',
    schema: {
      description: 'Password for the user (never included).',
      type: 'string',
      context: [],
      required: true,
    },
  },
  {
    wire: 'capabilities',
    show: (user) => {
      const { role, capabilities } = roleAndCapabilities(user);
      return Object.fromEntries([...capabilities, role].filter(Boolean).map((c) => [c, true]));
    },
    schema: {
      description: 'All capabilities assigned to the user.',
      type: 'object',
      context: EDIT_ONLY,
      readonly: true,
    },
  },
  {
    wire: 'extra_capabilities',
    show: (user) => {
      const { role } = roleAndCapabilities(user);
      return role ? { [role]: true } : {};
    },
    schema: {
      description: 'Any extra capabilities assigned to the user.',
      type: 'object',
      context: EDIT_ONLY,
      readonly: true,
    },
  },
  {
    wire: 'avatar_urls',
    show: (user) => Object.fromEntries(user.avatarUrls.map((a) => [String(a.size), a.url])),
    schema: {
      description: 'Avatar URLs for the user.',
      type: 'object',
      context: VIEW_EDIT_EMBED,
      readonly: true,
      properties: { 24: avatar(24), 48: avatar(48), 96: avatar(96) },
    },
  },
  {
    wire: 'meta',
    // Nothing is registered: an empty map is `{}`, the object its schema declares, not PHP's `[]`.
    show: () => ({}),
    schema: { description: 'Meta fields.', type: 'object', context: VIEW_EDIT, properties: {} },
  },
];

export const USER_TABLE = new FieldTable('user', USER_FIELDS);
