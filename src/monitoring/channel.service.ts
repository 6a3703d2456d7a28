import type { Project } from '../auth/project.entity.js';
import type { DomainDeps } from '../context.js';
import { badInput } from '../errors.js';
import { Channel } from './channel.entity.js';

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
