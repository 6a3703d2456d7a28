import { E, itemSchema, VE, VEM, type PropertySchema } from './item-schema.js';

const avatar = (size: number): PropertySchema => ({
  description: `Avatar URL with image size of ${size} pixels.`,
  type: 'string',
  format: 'uri',
  context: VEM,
});

/**
 * A user, as the reference describes it. Portico's user routes are read-only (users are managed with
 * the CLI), so only the contexts matter here; the rest is what clients read from OPTIONS.
 */
export const USER_SCHEMA = itemSchema('user', {
  id: { description: 'Unique identifier for the user.', type: 'integer', context: VEM, readonly: true },
  username: { description: 'Login name for the user.', type: 'string', context: E, required: true },
  name: { description: 'Display name for the user.', type: 'string', context: VEM },
  first_name: { description: 'First name for the user.', type: 'string', context: E },
  last_name: { description: 'Last name for the user.', type: 'string', context: E },
  email: {
    description: 'The email address for the user.',
    type: 'string',
    format: 'email',
    context: E,
    required: true,
  },
  url: { description: 'URL of the user.', type: 'string', format: 'uri', context: VEM },
  description: { description: 'Description of the user.', type: 'string', context: VEM },
  link: {
    description: 'Author URL of the user.',
    type: 'string',
    format: 'uri',
    context: VEM,
    readonly: true,
  },
  locale: { description: 'Locale for the user.', type: 'string', enum: ['', 'en_US'], context: E },
  nickname: { description: 'The nickname for the user.', type: 'string', context: E },
  slug: { description: 'An alphanumeric identifier for the user.', type: 'string', context: VEM },
  registered_date: {
    description: 'Registration date for the user.',
    type: 'string',
    format: 'date-time',
    context: E,
    readonly: true,
  },
  roles: { description: 'Roles assigned to the user.', type: 'array', items: { type: 'string' }, context: E },
  password: {
    description: 'Password for the user (never included).',
    type: 'string',
    context: [],
    required: true,
  },
  capabilities: {
    description: 'All capabilities assigned to the user.',
    type: 'object',
    context: E,
    readonly: true,
  },
  extra_capabilities: {
    description: 'Any extra capabilities assigned to the user.',
    type: 'object',
    context: E,
    readonly: true,
  },
  avatar_urls: {
    description: 'Avatar URLs for the user.',
    type: 'object',
    context: VEM,
    readonly: true,
    properties: { 24: avatar(24), 48: avatar(48), 96: avatar(96) },
  },
  meta: { description: 'Meta fields.', type: 'object', context: VE, properties: {} },
});
