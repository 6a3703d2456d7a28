import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Json = Record<string, unknown>;

/** A core block as WordPress's block registry holds it, from its block.json and block supports. */
export interface RegisteredBlock {
  name: string;
  title: string;
  description: string;
  icon: string | null;
  category: string | null;
  keywords: string[];
  parent: string[] | null;
  ancestor: string[] | null;
  allowedBlocks: string[] | null;
  apiVersion: number;
  /** WordPress renders it with a callback (its PHP registers `render_callback`). */
  dynamic: boolean;
  attributes: Json;
  providesContext: Json;
  usesContext: string[];
  selectors: Json;
  supports: Json;
  styles: Json[];
  example: Json | null;
  variations: Json[];
  blockHooks: Json;
  editorScriptHandles: string[];
  scriptHandles: string[];
  viewScriptHandles: string[];
  viewScriptModuleIds: string[];
  editorStyleHandles: string[];
  styleHandles: string[];
  viewStyleHandles: string[];
}

/** block_has_support(): a feature is on when it is `true` or any list or object. */
function hasSupport(supports: Json, path: string[], fallback: unknown = false): boolean {
  let value: unknown = supports;
  for (const key of path) value = value && typeof value === 'object' ? (value as Json)[key] : undefined;
  const support = value === undefined ? fallback : value;
  return support === true || (typeof support === 'object' && support !== null);
}

const STRING = { type: 'string' };
const OBJECT = { type: 'object' };
const ALIGN = { type: 'string', enum: ['left', 'center', 'right', 'wide', 'full', ''] };

/**
 * The attributes WordPress's block supports add, in the order it loads them (wp-settings.php): each
 * only where the block.json attributes lack it.
 */
function supportAttributes(supports: Json): [string, Json][] {
  const color = supports.color;
  const colors = typeof color === 'object' && color !== null ? (color as Json) : null;
  const side = (key: string) => color === true || (colors !== null && (colors[key] == null || !!colors[key]));
  const hasColor =
    side('text') ||
    side('background') ||
    ['gradients', 'link', 'button', 'heading'].some((k) => !!colors?.[k]);
  const typography = (supports.typography ?? {}) as Json;
  // prettier-ignore
  const typographyKeys = [
    '__experimentalFontFamily', 'fontSize', '__experimentalFontStyle', '__experimentalFontWeight',
    '__experimentalLetterSpacing', 'lineHeight', 'textAlign', 'textColumns', '__experimentalTextDecoration',
    '__experimentalTextTransform', 'textIndent', '__experimentalWritingMode',
  ];
  const border = supports.__experimentalBorder;
  // prettier-ignore
  const list: [boolean, string, Json][] = [
    [hasSupport(supports, ['align']), 'align', ALIGN],
    [hasSupport(supports, ['customClassName'], true), 'className', STRING],
    [hasColor, 'style', OBJECT],
    [side('background'), 'backgroundColor', STRING],
    [side('text'), 'textColor', STRING],
    [!!colors?.gradients, 'gradient', STRING],
    [typographyKeys.some((key) => !!typography[key]), 'style', OBJECT],
    [!!typography.fontSize, 'fontSize', STRING],
    [!!typography.__experimentalFontFamily, 'fontFamily', STRING],
    [hasSupport(supports, ['__experimentalBorder']), 'style', OBJECT],
    [border === true || hasSupport(supports, ['__experimentalBorder', 'color']), 'borderColor', STRING],
    [hasSupport(supports, ['layout']) || hasSupport(supports, ['__experimentalLayout']), 'layout', OBJECT],
    [hasSupport(supports, ['position']), 'style', OBJECT],
    [hasSupport(supports, ['spacing']), 'style', OBJECT],
    [hasSupport(supports, ['dimensions']), 'style', OBJECT],
    [hasSupport(supports, ['filter', 'duotone'], null), 'style', OBJECT],
    [hasSupport(supports, ['background']), 'style', OBJECT],
    [hasSupport(supports, ['ariaLabel']), 'ariaLabel', STRING],
    [hasSupport(supports, ['anchor']), 'anchor', STRING],
    [hasSupport(supports, ['customCSS'], true), 'style', OBJECT],
  ];
  return list.filter(([on]) => on).map(([, name, schema]) => [name, schema]);
}

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((v) => typeof v === 'string')
      : [];

/** One block from its folder in the block library (its block.json, its PHP, its style sheets). */
function registered(root: string, folder: string): RegisteredBlock {
  const json = JSON.parse(readFileSync(join(root, 'build-module', folder, 'block.json'), 'utf8')) as Json;
  const php = join(root, 'src', folder, 'index.php');
  const supports = (json.supports ?? {}) as Json;
  const attributes: Json = { ...((json.attributes ?? {}) as Json) };
  // WP_Block_Type's global attributes, then the supports' (none replaces one block.json declares).
  for (const [name, schema] of [
    ['lock', OBJECT],
    ['metadata', OBJECT],
    ...supportAttributes(supports),
  ] as const)
    attributes[name] ??= schema;
  // Core blocks get WordPress's style handles where the library ships the sheet.
  const handle = (declared: unknown, file: string, name: string) =>
    declared ? strings(declared) : existsSync(join(root, 'build-style', folder, file)) ? [name] : [];
  const name = String(json.name);
  // prettier-ignore
  return {
    name,
    title: String(json.title ?? ''),
    description: String(json.description ?? ''),
    icon: typeof json.icon === 'string' ? json.icon : null,
    category: typeof json.category === 'string' ? json.category : null,
    keywords: strings(json.keywords),
    parent: json.parent ? strings(json.parent) : null,
    ancestor: json.ancestor ? strings(json.ancestor) : null,
    allowedBlocks: json.allowedBlocks ? strings(json.allowedBlocks) : null,
    apiVersion: typeof json.apiVersion === 'number' ? json.apiVersion : 1,
    dynamic: existsSync(php) && readFileSync(php, 'utf8').includes("'render_callback'"),
    attributes,
    providesContext: (json.providesContext ?? {}) as Json,
    usesContext: strings(json.usesContext),
    selectors: (json.selectors ?? {}) as Json,
    supports,
    styles: Array.isArray(json.styles) ? (json.styles as Json[]) : [],
    example: (json.example ?? null) as Json | null,
    variations: Array.isArray(json.variations) ? (json.variations as Json[]) : [],
    blockHooks: (json.blockHooks ?? {}) as Json,
    editorScriptHandles: strings(json.editorScript),
    scriptHandles: strings(json.script),
    viewScriptHandles: strings(json.viewScript),
    viewScriptModuleIds: strings(json.viewScriptModule),
    editorStyleHandles: handle(json.editorStyle, 'editor.css', `wp-block-${folder}-editor`),
    styleHandles: handle(json.style, 'style.css', `wp-block-${folder}`),
    viewStyleHandles: strings(json.viewStyle),
  };
}

let blocks: RegisteredBlock[] | undefined;

/**
 * WordPress's core blocks — the block library the editor registers and Portico renders — in the order
 * WordPress registers them: those it loads a PHP file for first (require-dynamic-blocks.php), then the
 * others, each group by name. Read once from the installed `@wordpress/block-library`.
 */
export function coreBlocks(): RegisteredBlock[] {
  if (blocks) return blocks;
  const root = dirname(createRequire(import.meta.url).resolve('@wordpress/block-library/package.json'));
  const folders = readdirSync(join(root, 'build-module'))
    .filter((folder) => existsSync(join(root, 'build-module', folder, 'block.json')))
    .sort();
  const withPhp = (folder: string) => existsSync(join(root, 'src', folder, 'index.php'));
  blocks = [...folders.filter(withPhp), ...folders.filter((f) => !withPhp(f))].map((f) =>
    registered(root, f),
  );
  return blocks;
}
