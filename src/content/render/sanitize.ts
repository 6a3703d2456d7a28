// The HTML kept for users without unfiltered_html: the reference's wp_kses_post, abridged.
const ALLOWED_TAGS = new Set(
  (
    'a abbr acronym address area article aside audio b bdo big blockquote br button caption cite code col ' +
    'colgroup dd del details dfn div dl dt em fieldset figcaption figure font footer h1 h2 h3 h4 h5 h6 ' +
    'header hgroup hr i img ins kbd label legend li main map mark menu nav object ol p pre q rb rp rt rtc ' +
    'ruby s samp section small source span strike strong sub summary sup table tbody td textarea tfoot th ' +
    'thead time title tr track tt u ul var video wbr'
  ).split(' '),
);
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite', 'action', 'poster', 'background', 'formaction']);
const SAFE_PROTOCOL =
  /^(?:https?|ftps?|mailto|news|irc|ircs?|gopher|nntp|feed|telnet|mms|rtsp|sms|svn|tel|fax|xmpp|webcal|urn):/i;

function cleanAttributes(attributes: string): string {
  const kept: string[] = [];
  for (const match of attributes.matchAll(/([^\s=/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
    const name = match[1].toLowerCase();
    if (name.startsWith('on') || (name === 'style' && /expression|url\s*\(/i.test(match[2] ?? ''))) continue;
    const raw = match[2] ?? '';
    const value = raw.replace(/^["']|["']$/g, '');
    if (URL_ATTRIBUTES.has(name)) {
      const decoded = value
        .replace(/&#0*58;|&colon;/gi, ':')
        .replace(/\s/g, '')
        .replace(/\p{Cc}/gu, '');
      if (/^[a-z][a-z0-9+.-]*:/i.test(decoded) && !SAFE_PROTOCOL.test(decoded)) continue;
    }
    kept.push(raw ? `${name}="${value.replace(/"/g, '&quot;')}"` : name);
  }
  return kept.length ? ' ' + kept.join(' ') : '';
}

/**
 * Keeps allowed elements without event handlers or script URLs; other elements lose their tags (and
 * script/style their content). Comments, block delimiters included, stay.
 */
export function sanitizeHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(
      /<!--[\s\S]*?-->|<(\/?)([a-z][a-z0-9]*)\b([^>]*)>/gi,
      (match, close, tag, attributes: string) => {
        if (!tag) return match;
        const name = (tag as string).toLowerCase();
        if (!ALLOWED_TAGS.has(name)) return '';
        if (close) return `</${name}>`;
        const selfClosing = /\/\s*$/.test(attributes);
        return `<${name}${cleanAttributes(attributes.replace(/\/\s*$/, ''))}${selfClosing ? ' /' : ''}>`;
      },
    );
}
