/**
 * The block editor's data layer (@wordpress/core-data over @wordpress/data and api-fetch) as the editor
 * uses it, against a Portico server: bundled for Node by the test, run in a child process with a jsdom
 * window, it prints one JSON object — each check's value, or its error.
 * Environment: PORTICO_URL (the site), PORTICO_AUTH (an Authorization header).
 */
import type { ApiFetch } from '@wordpress/api-fetch';
import { JSDOM, VirtualConsole } from 'jsdom';

// The packages read `window` and `document` when loaded: give them a quiet jsdom one first.
const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'http://localhost/',
  virtualConsole: new VirtualConsole(),
});
Object.assign(dom.window, { fetch: globalThis.fetch });
for (const name of [
  'window',
  'document',
  'navigator',
  'localStorage',
  'HTMLElement',
  'Node',
  'MutationObserver',
] as const)
  Object.defineProperty(globalThis, name, {
    value: name === 'window' ? dom.window : dom.window[name],
    configurable: true,
    writable: true,
  });

// Its typings are CommonJS while the package loads as an ES module: the function is `default`.
const apiFetch = ((await import('@wordpress/api-fetch')) as unknown as { default: ApiFetch }).default;
const { createRegistry } = await import('@wordpress/data');
const core = await import('@wordpress/core-data');

const site = process.env.PORTICO_URL!;
apiFetch.use(apiFetch.createRootURLMiddleware(`${site}/index.php?rest_route=/`));
// The editor's middleware: WordPress's namespace is Portico's, and the editor signs in.
apiFetch.use((options, next) => {
  const rename = (value?: string) => value?.replace(/(^|\/)wp\/v2\//, '$1cms/v2/');
  return next({
    ...options,
    path: rename(options.path),
    url: rename(options.url),
    headers: { ...options.headers, Authorization: process.env.PORTICO_AUTH! },
  });
});

const registry = createRegistry();
registry.register(core.store);
const read = registry.resolveSelect(core.store);
const write = registry.dispatch(core.store);

type Json = Record<string, unknown>;
const results: Record<string, { value?: unknown; error?: string }> = {};
async function check(name: string, run: () => Promise<unknown>) {
  try {
    results[name] = { value: await run() };
  } catch (error) {
    const { message, code } = (error ?? {}) as { message?: string; code?: string };
    results[name] = { error: code ? `${code}: ${message}` : String(message ?? error) };
  }
}
const save = (kind: string, name: string, record: Json, options?: Json) =>
  write.saveEntityRecord(kind, name, record, { throwOnError: true, ...options }) as Promise<Json>;

await check('types', async () => {
  const types = (await read.getPostTypes({ per_page: -1 })) as Json[];
  const post = types.find((type) => type.slug === 'post')!;
  return { slugs: types.map((type) => type.slug), postSupports: post.supports, postLabels: post.labels };
});
await check('template type', async () => ((await read.getPostType('wp_template')) as Json).rest_base);
await check('site settings', async () => ((await read.getEntityRecord('root', 'site')) as Json).title);
await check('current theme', async () => {
  const theme = (await read.getCurrentTheme()) as Json;
  return { stylesheet: theme.stylesheet, blockTemplates: (theme.theme_supports as Json)['block-templates'] };
});
await check('current user', async () => ((await read.getCurrentUser()) as Json).slug);
await check('permissions', async () => ({
  createPost: await read.canUser('create', { kind: 'postType', name: 'post' }),
  updateSite: await read.canUser('update', { kind: 'root', name: 'site' }),
}));

let postId = 0;
await check('post written, edited and saved', async () => {
  const made = await save('postType', 'post', { title: 'From the editor', status: 'draft' });
  postId = made.id as number;
  await read.getEntityRecord('postType', 'post', postId);
  write.editEntityRecord('postType', 'post', postId, {
    content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
    status: 'publish',
  });
  await write.saveEditedEntityRecord('postType', 'post', postId, { throwOnError: true });
  const saved = (await read.getEditedEntityRecord('postType', 'post', postId)) as Json;
  return { title: saved.title, content: saved.content, status: saved.status };
});
await check('revisions', async () => {
  const revisions = (await read.getRevisions('postType', 'post', postId, { per_page: -1 })) as Json[];
  return revisions.length;
});
await check('autosaves', async () => {
  await save('postType', 'post', { id: postId, content: 'Autosaved' }, { isAutosave: true });
  const autosaves = (await read.getAutosaves('post', postId)) as Json[];
  return autosaves.map((autosave) => autosave.parent);
});
const records = async (kind: string, name: string, query: Json = {}) =>
  ((await read.getEntityRecords(kind, name, { per_page: -1, ...query })) as Json[] | null)?.length;
await check('media', () => records('postType', 'attachment'));
await check('users', () => records('root', 'user', { who: 'authors' }));
await check('categories', () => records('taxonomy', 'category'));
await check('menus', () => records('root', 'menu'));
await check('navigation', () => records('postType', 'wp_navigation'));
await check('synced patterns', () => records('postType', 'wp_block'));
await check('templates', async () =>
  ((await read.getEntityRecords('postType', 'wp_template', { per_page: -1 })) as Json[]).map((t) => t.slug),
);
await check('template parts', () => records('postType', 'wp_template_part'));
await check('pattern categories', async () => ((await read.getBlockPatternCategories()) as Json[]).length);
await check('patterns', async () => ((await read.getBlockPatterns()) as Json[]).length);
await check('link search', async () => {
  const found = (await core.__experimentalFetchLinkSuggestions('From the editor', {}, {})) as Json[];
  return found.map((suggestion) => [suggestion.title, suggestion.type]);
});

process.stdout.write(JSON.stringify(results));
process.exit(0);
