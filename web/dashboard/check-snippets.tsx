import { useState } from 'preact/hooks';

/** A block of text with a button that copies it. */
function Copyable({ label, text }: { label: string; text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <figure class="snippet">
      <figcaption>
        {label}{' '}
        <button
          type="button"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(() => {
              setCopied(true);
              setTimeout(() => setCopied(false), 2000);
            })
          }
        >
          Copy<span class="visually-hidden"> {label}</span>
        </button>{' '}
        <span role="status">{copied ? 'Copied' : ''}</span>
      </figcaption>
      <pre>
        <code>{text}</code>
      </pre>
    </figure>
  );
}

/** The ping URL and how to call it: curl, a crontab line, a wrapper that reports start and exit status. */
export function CheckSnippets({ pingUrl, schedule }: { pingUrl: string; schedule: string | null }) {
  const curl = `curl -fsS -m 10 --retry 5 -o /dev/null ${pingUrl}`;
  const wrapper = [
    '#!/bin/sh',
    `URL=${pingUrl}`,
    '# Signal the start: the run time is measured from here.',
    'curl -fsS -m 10 --retry 5 -o /dev/null "$URL/start"',
    '/path/to/command',
    '# Report the exit status: 0 is a success, anything else a failure.',
    'curl -fsS -m 10 --retry 5 -o /dev/null "$URL/$?"',
  ].join('\n');
  return (
    <section aria-labelledby="ping-url">
      <h2 id="ping-url">Ping URL</h2>
      <p>
        <code class="ping-url">{pingUrl}</code>
      </p>
      <Copyable label="curl" text={curl} />
      <Copyable label="crontab" text={`${schedule ?? '8 6 * * *'} /path/to/command && ${curl}`} />
      <Copyable label="Shell wrapper" text={wrapper} />
    </section>
  );
}
