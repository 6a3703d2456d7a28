import type { QueryResult } from '@mikro-orm/core';
import type { Project } from '../../auth/project.entity.js';
import { readDetached } from '../../db/read-rows.js';
import { placeholders } from '../../db/sql.js';
import type { DomainDeps } from '../../domain-deps.js';
import { badInput } from '../../errors.js';
import { AddressRefused, vetHost } from '../../net/address-guard.js';
import { deliver, integrationPolicy, isQuiet } from '../delivery/deliver.js';
import { channelKinds } from '../delivery/kinds/index.js';
import { groupMembers } from '../delivery/kinds/group.js';
import { parseWebhook } from '../delivery/kinds/webhook.js';
import { testNotice } from '../delivery/notice.service.js';
import { ownedBy } from '../access.js';
import { mergeSettings, settingsOf, type GivenSettings } from './channel-settings.js';
import { Channel, ChannelKind } from './channel.entity.js';

/**
 * The channels of several checks of the project in one read (a page of checks' `channels`), each
 * check's by UUID; read-only objects (see readDetached).
 */
export async function channelsOfChecks(
  deps: DomainDeps,
  project: Project,
  checkIds: readonly number[],
): Promise<Channel[][]> {
  if (!checkIds.length) return [];
  const rows = await deps.em.execute<Record<string, unknown>[]>(
    `select cc.check_id as linked_check_id, ch.* from check_channels cc join channels ch on ch.id = cc.channel_id
     where ch.project_id = ? and cc.check_id in (${placeholders(checkIds)})`,
    [project.id, ...checkIds],
  );
  const channels = readDetached(deps.em, Channel, rows);
  for (const channel of channels) channel.project = project;
  const byCheck = Map.groupBy(channels, (_, i) => Number(rows[i].linked_check_id));
  // By UUID in byte order, as Healthchecks lists them, whatever the database's collation.
  return checkIds.map((id) => (byCheck.get(id) ?? []).sort((a, b) => (a.uuid < b.uuid ? -1 : 1)));
}

export function listChannels(deps: DomainDeps, project: Project): Promise<Channel[]> {
  return deps.em.find(Channel, { project }, { orderBy: { id: 'asc' } });
}

const invalidChannels = (message: string) => badInput(message, 'INVALID_CHANNELS');
const invalidChannel = (message: string) => badInput(message, 'INVALID_CHANNEL');

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
  /** `{<kind>: {…}}`: the kind's settings (delivery/kinds/<kind>); on update, laid over the stored ones. */
  settings?: GivenSettings;
}

const KINDS = Object.values(ChannelKind) as string[];

/**
 * A URL value may not point at loopback or private addresses (unless the operator allows them): its
 * host is resolved now, and again at each delivery. A host filled in from the check ($NAME …) or one
 * that does not resolve yet can only be checked at delivery.
 */
async function checkTarget(deps: DomainDeps, kind: ChannelKind, value: string): Promise<void> {
  let url: URL;
  try {
    url = new URL(kind === ChannelKind.WEBHOOK ? parseWebhook(value).url : value);
  } catch {
    return; // only readable once its $VARIABLES are filled in
  }
  if (url.hostname.includes('$')) return;
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  try {
    await vetHost(url.hostname, port, integrationPolicy(deps.settings));
  } catch (error) {
    if (!(error instanceof AddressRefused) || error.unresolved) return;
    throw invalidChannel(
      `${kind} URLs must point to a public address (${url.hostname} is loopback, private or reserved; ` +
        'INTEGRATIONS_ALLOW_PRIVATE_IPS=true allows it)',
    );
  }
}

/** A group's members: other, non-group channels of the same project. */
async function checkMembers(deps: DomainDeps, project: Project, self: string | null, value: string) {
  const ids = groupMembers(value);
  const found = await deps.em.find(Channel, { project, uuid: { $in: ids } });
  for (const id of ids) {
    const member = found.find((channel) => channel.uuid === id);
    if (!member || id === self) throw invalidChannel(`${id} is not another channel of this project`);
    if (member.kind === ChannelKind.GROUP) throw invalidChannel('a group cannot contain another group');
  }
}

/** The value checks of a kind: its form, the target's address, the operator's account, the members. */
async function checkChannel(
  deps: DomainDeps,
  project: Project,
  channel: { kind: ChannelKind; value: string; uuid: string | null },
): Promise<void> {
  const spec = channelKinds[channel.kind];
  if (!spec.value.valid(channel.value))
    throw invalidChannel(`the value of ${channel.kind} channels must be ${spec.value.expected}`);
  const missing = spec.missingOperatorSetting?.(deps.settings);
  if (missing)
    throw invalidChannel(`${channel.kind} channels need the server’s ${missing}, which is not set`);
  if (spec.value.url) await checkTarget(deps, channel.kind, channel.value);
  if (channel.kind === ChannelKind.GROUP) await checkMembers(deps, project, channel.uuid, channel.value);
}

function checkChannelFields(fields: ChannelFields): void {
  if (fields.kind !== undefined && !KINDS.includes(fields.kind)) {
    throw invalidChannel(`kind must be one of ${KINDS.join(', ')}`);
  }
  // Like every monitoring text, no NUL (PostgreSQL cannot store it).
  for (const field of ['name', 'value'] as const)
    if (fields[field]?.includes('\u0000'))
      throw invalidChannel(`a channel ${field} must not contain a NUL character`);
  if (fields.name !== undefined && (fields.name.length > 100 || fields.name.includes(','))) {
    throw invalidChannel('a channel name has at most 100 characters and no comma');
  }
}

export interface CreatedChannel {
  channel: Channel;
  /** How many of the project's checks it was attached to. */
  checks: number;
}

/**
 * Adds a channel to the project and, unless told not to, to every check the project has, as
 * Healthchecks adds an integration: otherwise no check would notify it until each was updated. A
 * check made later gets channels only when it names them (its `channels`), as in Healthchecks.
 */
export async function createChannel(
  deps: DomainDeps,
  project: Project,
  fields: Required<Omit<ChannelFields, 'settings'>> & Pick<ChannelFields, 'settings'>,
  { assignToAllChecks = true } = {},
): Promise<CreatedChannel> {
  checkChannelFields(fields);
  const kind = fields.kind as ChannelKind;
  const settings = mergeSettings(kind, {}, settingsOf(kind, fields.settings));
  await checkChannel(deps, project, { kind, value: fields.value, uuid: null });
  return deps.em.transactional(async (em) => {
    const channel = em.create(Channel, {
      project,
      kind,
      name: fields.name,
      value: fields.value,
      settings: JSON.stringify(settings),
      createdAt: deps.clock.now(),
    });
    await em.flush();
    if (!assignToAllChecks) return { channel, checks: 0 };
    // One statement, however many checks: loading each check to add the channel would cost a read each.
    const { affectedRows } = await em.execute<QueryResult>(
      'insert into check_channels (check_id, channel_id) select id, ? from checks where project_id = ?',
      [channel.id, project.id],
      'run',
    );
    return { channel, checks: affectedRows };
  });
}

/** A channel of the project by UUID: 404 unknown, 403 another project's. */
export async function getChannel(deps: DomainDeps, project: Project, uuid: string): Promise<Channel> {
  return ownedBy(await deps.em.findOne(Channel, { uuid }), project);
}

/** Changes what is given; settings are laid over the stored ones unless the kind changes. */
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
  const stored = kind === channel.kind ? (JSON.parse(channel.settings) as Record<string, never>) : {};
  const settings = mergeSettings(kind, stored, settingsOf(kind, fields.settings));
  await checkChannel(deps, project, { kind, value, uuid });
  Object.assign(channel, {
    kind,
    value,
    name: fields.name ?? channel.name,
    settings: JSON.stringify(settings),
  });
  await deps.em.flush();
  return channel;
}

/** Removes the channel; checks simply lose it. Returns it as it was. */
export async function deleteChannel(deps: DomainDeps, project: Project, uuid: string): Promise<Channel> {
  const channel = await getChannel(deps, project, uuid);
  await deps.em.remove(channel).flush();
  return channel;
}

/** What a test notification came to: null, or why it failed. */
export type TestOutcome = string | null;

/**
 * Sends Healthchecks' sample message ("TEST" is DOWN; UP to channels that say nothing on down). A
 * group sends it to each member and reports "N out of M notifications failed".
 */
export async function testChannel(deps: DomainDeps, project: Project, uuid: string): Promise<TestOutcome> {
  const channel = await getChannel(deps, project, uuid);
  const members =
    channel.kind === ChannelKind.GROUP
      ? await deps.em.find(Channel, { project, uuid: { $in: groupMembers(channel.value) } })
      : [channel];
  // One sample per status for all members, as Healthchecks makes one dummy check for the group.
  const samples = new Map<'up' | 'down', ReturnType<typeof testNotice>>();
  const sample = (status: 'up' | 'down') => {
    if (!samples.has(status)) samples.set(status, testNotice(deps, project, status));
    return samples.get(status)!;
  };
  const failures = await Promise.all(
    members.map(async (member) => {
      const status = isQuiet(member, 'down') ? 'up' : 'down';
      if (isQuiet(member, status)) return null;
      try {
        await deliver(member, await sample(status), deps.settings);
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    }),
  );
  const failed = failures.filter((reason) => reason !== null);
  if (channel.kind === ChannelKind.GROUP)
    return failed.length ? `${failed.length} out of ${members.length} notifications failed` : null;
  return failed[0] ?? null;
}
