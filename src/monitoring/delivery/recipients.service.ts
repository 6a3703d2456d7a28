import type { DomainDeps } from '../../domain-deps.js';
import { Channel, ChannelKind } from '../channels/channel.entity.js';
import type { Flip } from '../flips/flip.entity.js';
import { isQuiet } from './deliver.js';
import { groupMembers } from './kinds/group.js';

/**
 * The channels a flip notifies: the check's own (loaded with the flip), with groups replaced by their
 * members (each channel once), less those set to say nothing about the new status.
 */
export async function flipRecipients(deps: DomainDeps, flip: Flip): Promise<Channel[]> {
  const own = flip.check.channels.getItems();
  const groups = own.filter((channel) => channel.kind === ChannelKind.GROUP);
  const members = groups.length
    ? await deps.em.find(Channel, {
        project: flip.check.project,
        uuid: { $in: groups.flatMap((group) => groupMembers(group.value)) },
        kind: { $ne: ChannelKind.GROUP },
      })
    : [];
  const status = flip.newStatus === 'up' ? 'up' : 'down';
  const unique = new Map([...own, ...members].map((channel) => [channel.id, channel]));
  return [...unique.values()].filter(
    (channel) => channel.kind !== ChannelKind.GROUP && !isQuiet(channel, status),
  );
}
