import type { RequestContext } from '../auth/request-context.js';
import { rowNumberOf, type NodeSource } from '../graphql/node.js';
import { UUID } from '../uuid.js';
import { callerProject, ownedBy } from './access.js';
import { Notification } from './channels/notification.entity.js';
import { getChannel } from './channels/channel.service.js';
import { getCheck } from './checks/check.service.js';
import { Flip } from './flips/flip.entity.js';
import { Ping } from './pings/ping.entity.js';

/**
 * The monitoring half's nodes, each by the rule of the field that shows it: checks and flips to the
 * project's keys, channels, pings and notifications to its read-write keys.
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
    const project = callerProject(ctx, 'write');
    const id = rowNumberOf(key);
    const ping = id && (await ctx.em.findOne(Ping, id, { populate: ['check'] }));
    if (ping) ownedBy(ping.check, project);
    return ping || null;
  },
  async flip(ctx, key) {
    const project = callerProject(ctx, 'read');
    const id = rowNumberOf(key);
    const flip = id && (await ctx.em.findOne(Flip, id, { populate: ['check'] }));
    if (flip) ownedBy(flip.check, project);
    return flip || null;
  },
  async notification(ctx, key) {
    const project = callerProject(ctx, 'write');
    const id = rowNumberOf(key);
    const notification = id && (await ctx.em.findOne(Notification, id, { populate: ['check', 'channel'] }));
    if (notification) ownedBy(notification.check, project);
    return notification || null;
  },
};
