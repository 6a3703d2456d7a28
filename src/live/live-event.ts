import type { DisplayStatus } from '../monitoring/status.js';

/** What happened to a check (the Subscription API's CheckEventKind). */
export type CheckEventKind = 'PING' | 'STATUS' | 'EDITED' | 'DELETED';
/** What happened to a content item (the Subscription API's ContentEventKind). */
export type ContentEventKind = 'CREATED' | 'UPDATED' | 'PUBLISHED' | 'TRASHED' | 'DELETED';

/** A change of a check's stored status, as its flip row records it. */
export interface FlipFacts {
  created: string;
  oldStatus: string;
  newStatus: string;
  reason: string;
}

/**
 * A committed change of a check. Facts, not the check: each subscriber reads the check as it is when
 * the event reaches it, with its own rights.
 */
export interface CheckLiveEvent {
  topic: 'check';
  kind: CheckEventKind;
  projectId: string;
  checkId: string;
  /** The check's tags when it changed (a deleted check has no other). */
  tags: string;
  at: string;
  /** The ping's number in the check's log (PING). */
  pingN?: number;
  /** The status shown afterwards (STATUS). */
  status?: DisplayStatus;
  flip?: FlipFacts;
}

/** A committed change of a content item. */
export interface ContentLiveEvent {
  topic: 'content';
  kind: ContentEventKind;
  postType: string;
  id: number;
  /** Whether anyone could read the item before the change: losing it is news to anonymous readers too. */
  wasPublic: boolean;
  at: string;
}

/**
 * Credentials were withdrawn: a user's application passwords, or a project's API keys. Open
 * subscriptions of that user or project check theirs again (src/app/graphql-ws.ts).
 */
export interface AccessLiveEvent {
  topic: 'access';
  userId?: number;
  projectId?: string;
  at: string;
}

export type LiveEvent = CheckLiveEvent | ContentLiveEvent | AccessLiveEvent;
