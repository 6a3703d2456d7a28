import type { DomainDeps } from '../../domain-deps.js';
import type { Check } from '../checks/check.entity.js';
import { Notification } from '../channels/notification.entity.js';

/** The newest `limit` notices of a check — sent, held, suppressed or dropped — newest first. */
export function notificationLog(deps: DomainDeps, check: Check, limit: number): Promise<Notification[]> {
  return deps.em.find(Notification, { check }, { populate: ['channel'], orderBy: { id: 'desc' }, limit });
}
