import type { Project } from '../auth/project.entity.js';
import type { DomainDeps } from '../domain-deps.js';
import { EMAIL_PATTERN } from '../auth/user.service.js';
import { badInput } from '../errors.js';
import { AddressRefused, vetHost } from '../net/address-guard.js';
import { integrationPolicy } from './delivery/deliver.js';
import { isValidWebhook, parseWebhook } from './delivery/webhook.js';
import { ownedBy } from './access.js';
import { Channel, ChannelKind } from './channel.entity.js';

export function listChannels(deps: DomainDeps, project: Project): Promise<Channel[]> {
  return deps.em.find(Channel, { project }, { orderBy: { id: 'asc' } });
}

const invalidChannels = (message: string) => badInput(message, 'INVALID_CHANNELS');

/**
 * Resolves a check's `channels` value: `*` is every channel of the project, `""` none, otherwise a
 * comma list (no trimming) of channel UUIDs or exact names, each naming exactly one channel.
 */
export async function resolveChannels(deps: DomainDeps, project: Project, spec: string): Promise<Channel[]> {
  const all = await listChannels(deps, project);
  if (spec === '*') return all;
  if (spec === '') return [];
  const chosen = new Map<number, Channel>();
  for (const item of spec.split(',')) {
    if (item === '') throw invalidChannels('empty channel identifier');
    const matches = all.filter((channel) => channel.uuid === item || channel.name === item);
    if (matches.length === 0) throw invalidChannels(`invalid channel identifier: ${item}`);
    if (matches.length > 1) throw invalidChannels(`non-unique channel identifier: ${item}`);
    chosen.set(matches[0].id, matches[0]);
  }
  return [...chosen.values()];
}

export interface ChannelFields {
  kind?: string;
  name?: string;
  value?: string;
}

const KINDS = Object.values(ChannelKind) as string[];

/**
 * The value a channel kind needs: an e-mail address, a webhook (an http(s) URL, or JSON with `url` and
 * a `body` template), or an E.164 phone number.
 */
function checkChannelValue(kind: ChannelKind, value: string): void {
  const ok =
    kind === ChannelKind.EMAIL
      ? EMAIL_PATTERN.test(value)
      : kind === ChannelKind.WEBHOOK
        ? isValidWebhook(value)
        : /^\+[1-9]\d{6,14}$/.test(value);
  if (!ok) {
    const expected = {
      email: 'an e-mail address',
      webhook: 'an http(s) URL or {"url": …, "body": …}',
      sms: 'a phone number like +15551234567',
    };
    throw badInput(`the value of ${kind} channels must be ${expected[kind]}`, 'INVALID_CHANNEL');
  }
}

/**
 * A webhook may not point at loopback or private addresses (unless the operator allows them): its
 * host is resolved now, and again at each delivery. A host filled in from the check ($NAME …) or one
 * that does not resolve yet can only be checked at delivery.
 */
async function checkWebhookTarget(deps: DomainDeps, value: string): Promise<void> {
  let url: URL;
  try {
    url = new URL(parseWebhook(value).url);
  } catch {
    return; // only readable once its $VARIABLES are filled in
  }
  if (url.hostname.includes('$')) return;
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  try {
    await vetHost(url.hostname, port, integrationPolicy(deps.settings));
  } catch (error) {
    if (!(error instanceof AddressRefused) || error.unresolved) return;
    throw badInput(
      `webhook URLs must point to a public address (${url.hostname} is loopback, private or reserved)`,
      'INVALID_CHANNEL',
    );
  }
}

/** The value checks of a kind, the target's address included. */
async function checkChannel(deps: DomainDeps, kind: ChannelKind, value: string): Promise<void> {
  checkChannelValue(kind, value);
  if (kind === ChannelKind.WEBHOOK) await checkWebhookTarget(deps, value);
}

function checkChannelFields(fields: ChannelFields): void {
  if (fields.kind !== undefined && !KINDS.includes(fields.kind)) {
    throw badInput(`kind must be one of ${KINDS.join(', ')}`, 'INVALID_CHANNEL');
  }
  // Like every monitoring text, no NUL (PostgreSQL cannot store it).
  for (const field of ['name', 'value'] as const)
    if (fields[field]?.includes('\u0000'))
      throw badInput(`a channel ${field} must not contain a NUL character`, 'INVALID_CHANNEL');
  if (fields.name !== undefined && (fields.name.length > 100 || fields.name.includes(','))) {
    throw badInput('a channel name has at most 100 characters and no comma', 'INVALID_CHANNEL');
  }
}

export async function createChannel(
  deps: DomainDeps,
  project: Project,
  fields: Required<ChannelFields>,
): Promise<Channel> {
  checkChannelFields(fields);
  await checkChannel(deps, fields.kind as ChannelKind, fields.value);
  const channel = deps.em.create(Channel, {
    project,
    kind: fields.kind as ChannelKind,
    name: fields.name,
    value: fields.value,
    createdAt: deps.clock.now(),
  });
  await deps.em.flush();
  return channel;
}

async function getChannel(deps: DomainDeps, project: Project, uuid: string): Promise<Channel> {
  return ownedBy(await deps.em.findOne(Channel, { uuid }), project);
}

export async function updateChannel(
  deps: DomainDeps,
  project: Project,
  uuid: string,
  fields: ChannelFields,
): Promise<Channel> {
  const channel = await getChannel(deps, project, uuid);
  checkChannelFields(fields);
  const kind = (fields.kind ?? channel.kind) as ChannelKind;
  const value = fields.value ?? channel.value;
  await checkChannel(deps, kind, value);
  Object.assign(channel, { kind, value, name: fields.name ?? channel.name });
  await deps.em.flush();
  return channel;
}

/** Removes the channel; checks simply lose it. Returns it as it was. */
export async function deleteChannel(deps: DomainDeps, project: Project, uuid: string): Promise<Channel> {
  const channel = await getChannel(deps, project, uuid);
  await deps.em.remove(channel).flush();
  return channel;
}
