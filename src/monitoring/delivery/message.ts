/** What every transport says about a flip. */
export interface FlipMessage {
  checkId: string;
  name: string;
  slug: string;
  tags: string;
  status: 'up' | 'down';
  timestamp: Date;
}

/** Replaces $NAME, $SLUG, $STATUS, $CODE (the check UUID), $NOW (ISO time) and $TAGS in a template. */
export function renderTemplate(
  template: string,
  message: FlipMessage,
  encode: (v: string) => string = (v) => v,
) {
  const values: Record<string, string> = {
    NAME: message.name,
    SLUG: message.slug,
    STATUS: message.status,
    CODE: message.checkId,
    NOW: message.timestamp.toISOString(),
    TAGS: message.tags,
  };
  return template.replace(/\$(NAME|SLUG|STATUS|CODE|NOW|TAGS)\b/g, (_, key: string) => encode(values[key]));
}

export const summary = (message: FlipMessage) =>
  `${message.name || message.checkId} is ${message.status.toUpperCase()}`;
