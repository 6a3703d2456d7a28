import { STATUS_LABELS } from './format.js';
import type { CheckRow } from './types.js';

/** A check's status as a word with its colour (never colour alone), and "running" while started. */
export function StatusBadge({ check }: { check: Pick<CheckRow, 'status' | 'started'> }) {
  return (
    <span class={`status status-${check.status.toLowerCase()}`}>
      {STATUS_LABELS[check.status]}
      {check.started && check.status !== 'PAUSED' ? <span class="running"> · running</span> : null}
    </span>
  );
}

/** An error the API answered, announced to screen readers. */
export function Alert({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" class="alert">
      {message}
    </p>
  ) : null;
}
