/** Error codes of check monitoring: checks, channels, flips and pings. */
export type MonitoringErrorCode =
  | 'AMBIGUOUS_SLUG'
  | 'CHECK_LIMIT_REACHED'
  | 'CHECK_NOT_PAUSED'
  | 'DEPENDENCY_CYCLE'
  | 'INVALID_ALERT_RULE'
  | 'INVALID_MAINTENANCE_WINDOW'
  | 'INVALID_SNOOZE_LINK'
  | 'INVALID_CHANNEL'
  | 'INVALID_CHANNELS'
  | 'INVALID_CHECK_FIELD'
  | 'INVALID_FLIPS_QUERY'
  | 'INVALID_URL'
  | 'INVALID_UUID'
  | 'MISSING_API_KEY';

declare module '../errors.js' {
  interface ErrorCodeFamilies {
    monitoring: MonitoringErrorCode;
  }
}
