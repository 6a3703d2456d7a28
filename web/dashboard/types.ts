/** A check as the dashboard's lists and pages show it (the CheckRow fragment). */
export interface CheckRow {
  id: string;
  uuid: string;
  name: string;
  slug: string;
  desc: string;
  tags: string;
  kind: 'SIMPLE' | 'CRON' | 'ONCALENDAR';
  schedule: string;
  tz: string;
  timeout: number;
  grace: number;
  status: Status;
  lastPing: string | null;
  nextPing: string | null;
  lastDuration: number | null;
  started: boolean;
}

export type Status = 'NEW' | 'UP' | 'GRACE' | 'DOWN' | 'PAUSED';

export interface Uptime {
  ratio: number;
  downSeconds: number;
  outages: number;
}

export interface Ping {
  n: number;
  type: string;
  date: string;
  duration: number | null;
  exitStatus: number | null;
  method: string;
  scheme: string;
  remoteAddr: string | null;
  userAgent: string;
  hasBody: boolean;
  bodyBase64: string | null;
}

export interface Delivery {
  createdAt: string;
  sentAt: string | null;
  state: string;
  newStatus: string;
  error: string | null;
  attempts: number;
  channel?: { name: string; kind: string };
  /** What it tells of, and why an alerting rule held, suppressed or dropped it (check page only). */
  event?: string;
  reason?: string;
  note?: string | null;
  step?: number;
}
