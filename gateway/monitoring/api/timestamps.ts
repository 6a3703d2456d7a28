/** `2020-03-24T14:02:03+00:00`: UTC, whole seconds, explicit offset (the reference's format). */
export function apiTimestamp(iso: string | null): string | null {
  return iso === null ? null : iso.replace(/\.\d+Z$|Z$/, '+00:00');
}

/** `2020-06-09T14:51:06.113000+00:00`: microseconds as Python prints them, none when zero. */
export function pingTimestamp(iso: string): string {
  return iso.replace(
    /\.(\d{3})Z$|Z$/,
    (_, ms?: string) => (ms && ms !== '000' ? `.${ms}000` : '') + '+00:00',
  );
}
