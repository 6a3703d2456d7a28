/** What a badge shows: the worst status of its checks, and how many are in grace or down. */
export type BadgeStatus = 'up' | 'late' | 'down';

export interface BadgeState {
  label: string;
  status: BadgeStatus;
  total: number;
  grace: number;
  down: number;
}
