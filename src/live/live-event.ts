/**
 * The topics of live events, each with its event's type: each domain adds its own from the module
 * that makes them (`declare module '…/live/live-event.js' { interface LiveEventTopics { … } }`:
 * monitoring's `check`, content's `content`, auth's `access`), so this base names no domain.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains' declarations
export interface LiveEventTopics {}

/** A committed change, as the writers publish it and every instance's feed delivers it. */
export type LiveEvent = LiveEventTopics[keyof LiveEventTopics];
