import type { RequestContext } from '../auth/request-context.js';
import { rowNumberOf, type NodeSource } from '../graphql/node.js';
import { UUID } from '../uuid.js';
import { callerProject, ownedBy } from './access.js';
import { Notification } from './channels/notification.entity.js';
import { getChannel } from './channels/channel.service.js';
import { getCheck } from './checks/check.service.js';
import { Flip } from './flips/flip.entity.js';
import { Ping } from './pings/ping.entity.js';
import { findPing } from './pings/ping-log.service.js';
import type { Check } from './checks/check.entity.js';
import type { EntityClass } from '@mikro-orm/core';

/** A row that belongs to a check, by its number, where the caller's key may read the check's rows. */
async function rowOfCheck<T extends { check: Check }>(
  ctx: RequestContext,
  entity: EntityClass<T>,
  key: string,
  access: 'read' | 'write',
): Promise<T | null> {
  const project = callerProject(ctx, access);
  const id = rowNumberOf(key);
  const row = id ? await ctx.em.findOne(entity, id as never, { populate: ['check'] as never }) : null;
  if (row) ownedBy(row.check, project);
  return row as T | null;
}

/**
 * The monitoring half's nodes, each by the rule of the field that shows it: checks and flips to the
 * project's keys, channels, pings (while the log keeps them) and notifications to its read-write keys.
 */
export const monitoringNodes: Record<
  'check' | 'channel' | 'ping' | 'flip' | 'notification',
  NodeSource<RequestContext>
> = {
  async check(ctx, key) {
    return UUID.test(key) ? getCheck(ctx, callerProject(ctx, 'read'), key) : null;
  },
  async channel(ctx, key) {
    return UUID.test(key) ? getChannel(ctx, callerProject(ctx, 'write'), key) : null;
  },
  async ping(ctx, key) {
    const ping = await rowOfCheck(ctx, Ping, key, 'write');
    return ping && findPing(ctx, ping.check, ping.n);
  },
  flip: (ctx, key) => rowOfCheck(ctx, Flip, key, 'read'),
  async notification(ctx, key) {
    const notification = await rowOfCheck(ctx, Notification, key, 'write');
    if (notification) await ctx.em.populate(notification, ['channel']);
    return notification;
  },
};
