/** The reference's `safe_style_css` list: the CSS properties a style attribute may set. */
const ALLOWED_PROPERTIES = new Set(
  (
    'background background-color background-image background-position background-repeat background-size ' +
    'background-attachment background-blend-mode border border-radius border-width border-color border-style ' +
    'border-right border-right-color border-right-style border-right-width border-bottom border-bottom-color ' +
    'border-bottom-left-radius border-bottom-right-radius border-bottom-style border-bottom-width border-left ' +
    'border-left-color border-left-style border-left-width border-top border-top-color border-top-left-radius ' +
    'border-top-right-radius border-top-style border-top-width border-spacing border-collapse caption-side ' +
    'columns column-count column-fill column-gap column-rule column-span column-width color filter font ' +
    'font-family font-size font-style font-variant font-weight letter-spacing line-height text-align ' +
    'text-decoration text-indent text-transform height min-height max-height width min-width max-width margin ' +
    'margin-right margin-bottom margin-left margin-top margin-block-start margin-block-end margin-inline-start ' +
    'margin-inline-end padding padding-right padding-bottom padding-left padding-top padding-block-start ' +
    'padding-block-end padding-inline-start padding-inline-end flex flex-basis flex-direction flex-flow ' +
    'flex-grow flex-shrink flex-wrap gap row-gap grid-template-columns grid-auto-columns grid-column-start ' +
    'grid-column-end grid-column-gap grid-template-rows grid-auto-rows grid-row-start grid-row-end grid-row-gap ' +
    'grid-gap justify-content justify-items justify-self align-content align-items align-self clear cursor ' +
    'direction float list-style-type object-fit object-position overflow vertical-align writing-mode position ' +
    'top right bottom left z-index box-shadow aspect-ratio'
  ).split(' '),
);
/** Properties whose values may hold `url(…)`, and those that may hold a gradient. */
const URL_PROPERTIES = new Set([
  'background',
  'background-image',
  'cursor',
  'filter',
  'list-style',
  'list-style-image',
]);
const GRADIENT_PROPERTIES = new Set(['background', 'background-image']);
const GRADIENT = /^(repeating-)?(linear|radial|conic)-gradient\(([^()]|rgba?\([^()]*\))*\)$/;

/** Removes `var()`, `calc()` … calls (balanced parentheses) from a test string. */
function withoutFunctions(text: string): string {
  let out = text;
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(/\b(?:var|calc|min|max|minmax|clamp|repeat)\([^()]*\)/g, '');
  }
  return out;
}

/** One declaration, or null when it is not allowed. */
function declaration(item: string, badUrl: (url: string) => boolean): string | null {
  if (!item.includes(':')) return item;
  const [name, ...rest] = item.split(':');
  const property = name.trim();
  const value = rest.join(':').trim();
  const custom = /^--[a-zA-Z0-9-_]+$/.test(property);
  if (!custom && !ALLOWED_PROPERTIES.has(property)) return null;
  let test = item;
  if (custom ? value.startsWith('url(') : URL_PROPERTIES.has(property)) {
    for (const match of value.match(/url\([^)]+\)/g) ?? []) {
      const url = /^url\(\s*(['"]?)(.*)\1\s*\)$/.exec(match)?.[2]?.trim();
      if (!url || badUrl(url)) return null;
      test = test.replace(match, '');
    }
  }
  if ((custom ? value.includes('-gradient(') : GRADIENT_PROPERTIES.has(property)) && GRADIENT.test(value))
    test = test.replace(value, '');
  // `\ ( & } =` or a comment outside the calls removed above could smuggle in anything else.
  return /[\\(&=}]|\/\*/.test(withoutFunctions(test)) ? null : item;
}

/**
 * The reference's `safecss_filter_attr()`: the declarations of a style attribute whose property is
 * allowed and whose value holds no escapes, expressions or URLs of other protocols. A declaration
 * holding `&` is dropped too, so no entity in it can decode into something else.
 */
export function safeCss(css: string, badUrl: (url: string) => boolean): string {
  return css
    .replace(/[\n\r\t]/g, '')
    .trim()
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '' && !item.includes('&'))
    .map((item) => declaration(item, badUrl))
    .filter((item): item is string => item !== null)
    .join(';');
}
