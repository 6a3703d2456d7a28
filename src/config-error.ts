/** A setting that cannot be used as given: its message names the variable and what it takes. */
export class ConfigError extends Error {}
