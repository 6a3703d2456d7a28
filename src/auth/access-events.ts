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

/** The event telling open subscriptions of a user or a project that its credentials were withdrawn. */
export const accessWithdrawn = (
  who: { userId: number } | { projectId: string },
  at: Date,
): AccessLiveEvent => ({
  topic: 'access',
  ...who,
  at: at.toISOString(),
});

declare module '../live/live-event.js' {
  interface LiveEventTopics {
    access: AccessLiveEvent;
  }
}
