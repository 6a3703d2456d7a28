import { useEffect, useState } from 'preact/hooks';
import { gql } from './api.js';
import { duration, fullDate } from './format.js';
import { SCHEDULE_PREVIEW, UPDATE_CHECK } from './operations.js';
import { Alert } from './status.js';
import type { CheckRow } from './types.js';

type Kind = 'simple' | 'schedule';

/** Whole minutes of a field, in seconds; NaN for what is not a number. */
const minutes = (text: string) => Math.round(Number(text) * 60);

/** A length of time in minutes (fractions allowed: the API counts seconds). */
function MinutesField(props: { label: string; value: string; onInput: (value: string) => void }) {
  return (
    <label>
      {props.label} (minutes)
      <input
        type="number"
        min="1"
        step="any"
        value={props.value}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
    </label>
  );
}

/**
 * A check's schedule: a period, or a cron or OnCalendar expression in a time zone, with its grace
 * time. An expression previews its next runs in its time zone as it is typed.
 */
export function ScheduleEditor({
  check,
  canChange,
  onSaved,
}: {
  check: CheckRow;
  canChange: boolean;
  onSaved: (check: CheckRow) => void;
}) {
  const [kind, setKind] = useState<Kind>(check.kind === 'SIMPLE' ? 'simple' : 'schedule');
  const [period, setPeriod] = useState(String(check.timeout / 60));
  const [expression, setExpression] = useState(check.kind === 'SIMPLE' ? '* * * * *' : check.schedule);
  const [tz, setTz] = useState(check.tz);
  const [grace, setGrace] = useState(String(check.grace / 60));
  const [preview, setPreview] = useState<{ runs?: string[]; tz?: string; error?: string }>({});
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (kind !== 'schedule') return;
    let current = true;
    const timer = setTimeout(() => {
      gql<{ schedulePreview: string[] }>(SCHEDULE_PREVIEW, { schedule: expression, tz })
        .then((data) => current && setPreview({ runs: data.schedulePreview, tz }))
        .catch((failure: Error) => current && setPreview({ error: failure.message }));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [kind, expression, tz]);

  async function save(event: Event) {
    event.preventDefault();
    setError(undefined);
    setSaved(false);
    const input =
      kind === 'simple'
        ? { timeout: minutes(period), grace: minutes(grace) }
        : { schedule: expression, tz, grace: minutes(grace) };
    try {
      const { updateCheck } = await gql<{ updateCheck: CheckRow }>(UPDATE_CHECK, { id: check.id, input });
      onSaved(updateCheck);
      setSaved(true);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  if (!canChange)
    return (
      <p>
        {check.kind === 'SIMPLE' ? `Every ${duration(check.timeout)}` : `${check.schedule} (${check.tz})`},
        grace time {duration(check.grace)}.
      </p>
    );
  return (
    <form class="schedule" onSubmit={(event) => void save(event)}>
      <fieldset>
        <legend>Kind</legend>
        <label class="inline">
          <input type="radio" name="kind" checked={kind === 'simple'} onChange={() => setKind('simple')} /> A
          period
        </label>
        <label class="inline">
          <input
            type="radio"
            name="kind"
            checked={kind === 'schedule'}
            onChange={() => setKind('schedule')}
          />{' '}
          Cron or OnCalendar
        </label>
      </fieldset>
      {kind === 'simple' ? (
        <MinutesField label="Period" value={period} onInput={setPeriod} />
      ) : (
        <>
          <label>
            Expression
            <input
              value={expression}
              spellcheck={false}
              onInput={(e) => setExpression(e.currentTarget.value)}
            />
          </label>
          <label>
            Time zone
            <input value={tz} spellcheck={false} onInput={(e) => setTz(e.currentTarget.value)} />
          </label>
          <div aria-live="polite" class="preview">
            {preview.error ? <p class="alert">{preview.error}</p> : null}
            {preview.runs ? (
              <>
                <p>Next runs ({preview.tz}):</p>
                <ol>
                  {preview.runs.map((run) => (
                    <li key={run}>
                      <time dateTime={run}>{fullDate(run, preview.tz)}</time>
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
          </div>
        </>
      )}
      <MinutesField label="Grace time" value={grace} onInput={setGrace} />
      <Alert message={error} />
      <button type="submit">Save schedule</button> <span role="status">{saved ? 'Saved' : ''}</span>
    </form>
  );
}
