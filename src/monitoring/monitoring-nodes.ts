import type { RequestContext } from '../auth/request-context.js';
import { rowNumberOf, type NodeSource } from '../graphql/node.js';
import { UUID } from '../uuid.js';
import { accessibleRow, projectOfChannel, projectOfCheck, type ProjectRight } from './access.js';
import { Notification } from './channels/notification.entity.js';
import { getChannel } from './channels/channel.service.js';
import { getCheck } from './checks/check.service.js';
import { Flip } from './flips/flip.entity.js';
import { Ping } from './pings/ping.entity.js';
import { findPing } from './pings/ping-log.service.js';
import { maintenanceWindowNode } from './alerting/maintenance.resolver.js';
import type { Check } from './checks/check.entity.js';
import type { EntityClass } from '@mikro-orm/core';

/** A row that belongs to a check, by its number, where the caller may see the check's rows. */
async function rowOfCheck<T extends { check: Check }>(
  ctx: RequestContext,
  entity: EntityClass<T>,
  key: string,
  right: ProjectRight,
): Promise<T | null> {
  const id = rowNumberOf(key);
  const row = id ? await ctx.em.findOne(entity, id as never, { populate: ['check'] as never }) : null;
  if (row) await accessibleRow(ctx, (row as T).check, right);
  return row as T | null;
}

/**
 * The monitoring half's nodes, each by the rule of the field that shows it: checks and flips to the
 * project's keys and members, channels, pings (while the log keeps them) and notifications to its
 * read-write keys and members.
 */
export const monitoringNodes: Record<
  'check' | 'channel' | 'ping' | 'flip' | 'notification' | 'maintenance_window',
  NodeSource<RequestContext>
> = {
  async check(ctx, key) {
    return UUID.test(key) ? getCheck(ctx, await projectOfCheck(ctx, 'read', key), key) : null;
  },
  async channel(ctx, key) {
    return UUID.test(key) ? getChannel(ctx, await projectOfChannel(ctx, 'secrets', key), key) : null;
  },
  async ping(ctx, key) {
    const ping = await rowOfCheck(ctx, Ping, key, 'secrets');
    return ping && findPing(ctx, ping.check, ping.n);
  },
  flip: (ctx, key) => rowOfCheck(ctx, Flip, key, 'read'),
  async notification(ctx, key) {
    const notification = await rowOfCheck(ctx, Notification, key, 'secrets');
    if (notification) await ctx.em.populate(notification, ['channel']);
    return notification;
  },
  maintenance_window: maintenanceWindowNode,
};
