import { Field, ID, InterfaceType, type ClassType } from 'type-graphql';

/**
 * The kinds of record a global id names. Everything stored as a post row (posts of every type,
 * media, menu items, revisions) is a `post`, as in WordPress, so an id survives a change of type.
 */
export const NODE_KINDS = [
  'post',
  'template',
  'term',
  'user',
  'app_password',
  'session',
  'project',
  'check',
  'channel',
  'ping',
  'flip',
  'notification',
  'maintenance_window',
] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

/** A record's kind and its key within the kind. */
export type NodeRef = readonly [kind: NodeKind, key: string];

/** The method by which an object with an identity names itself. */
export const NODE_REF = Symbol('nodeRef');

/** An object that is a `Node`: every class that implements the interface has the method. */
export interface Identified {
  [NODE_REF](): NodeRef;
}

/**
 * Reads one kind's record by its key for a caller, by the rule of the typed field that reads it:
 * null (or a refusal, which `node` also answers as null) for what that field would not show.
 */
export type NodeSource<Context> = (context: Context, key: string) => Promise<Identified | null>;

/** A key that names a numbered row, as its number; null for anything else. */
export const rowNumberOf = (key: string): number | null => (/^[1-9]\d{0,15}$/.test(key) ? Number(key) : null);

/** Opaque on purpose: clients keep it and hand it back; only the server reads it. */
export const globalId = ([kind, key]: NodeRef): string => Buffer.from(`${kind}:${key}`).toString('base64url');

const KINDS: ReadonlySet<string> = new Set(NODE_KINDS);
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The reference a global id stands for, or null when it is not one (a typo, a foreign id). */
export function parseGlobalId(id: string): NodeRef | null {
  if (id.length > 400 || !BASE64URL.test(id)) return null;
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const colon = text.indexOf(':');
  const kind = text.slice(0, colon);
  const key = text.slice(colon + 1);
  if (colon < 1 || !KINDS.has(kind) || !key || globalId([kind as NodeKind, key]) !== id) return null;
  return [kind as NodeKind, key];
}

/**
 * The key an argument names a record of `kind` by: its global id, or the key itself as the REST
 * facades pass it (a UUID, say), so a client may hand back the `id` it read.
 */
export function keyOf(id: string, kind: NodeKind): string {
  const ref = parseGlobalId(id);
  return ref?.[0] === kind ? ref[1] : id;
}

@InterfaceType('Node', {
  description:
    'An object with a global identity (Relay Global Object Identification): `node(id:)` reads it back.',
  // Each implementation is its own class, so the value's class is its type.
  resolveType: (value: object) => value.constructor as ClassType,
})
export abstract class Node {
  @Field(() => ID, {
    description: 'Opaque and global: the same object has this id in every query, and no other object has it.',
  })
  id!: string;
}
