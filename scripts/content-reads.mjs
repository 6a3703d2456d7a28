// The requests of scripts/content-snapshot.mjs once its content is made: every cms/v2 route anonymously
// and as the users it made, collections with their query variants, items, OPTIONS, the error cases,
// batches, oEmbed, revisions and autosaves, templates, and last the deletes.
import { Buffer } from 'node:buffer';

/** Captures the answers to the reads (and the few writes after them) of the content in `ids`. */
export async function captureReads({ call, cms, text, ids, advance }) {
  const { hello, draft, pending, authored, secret, future, locked, media, about, team, requirement } = ids;
  const { block, navigation, menu, docs, news, alpha, beta, premier, landing, promo, autosave } = ids;
  const get = (route, who, query, index) => cms('GET', route, { who, query, index });
  const missing = 99999;

  text('##### discovery\n');
  for (const who of ['anon', 'admin']) {
    await get('/', who);
    await get('/cms/v2', who);
    await get('/', who, 'context=help');
    await get('/oembed/1.0', who, '', true);
  }
  await get('/', 'anon', '', true);
  await get('/cms/v2', 'anon', '_fields=namespace,routes', true);
  await get('/nowhere/v1');
  await get('/updater/v1/test');
  for (const route of [
    '/',
    '/cms/v2',
    '/cms/v2/posts',
    `/cms/v2/posts/${hello.id}`,
    '/cms/v2/pages',
    '/cms/v2/media',
    `/cms/v2/media/${media.id}/edit`,
    '/cms/v2/categories',
    '/cms/v2/tags',
    '/cms/v2/league',
    '/cms/v2/users',
    '/cms/v2/users/me',
    '/cms/v2/menu-items',
    '/cms/v2/templates',
    '/cms/v2/template-parts',
    '/cms/v2/requirement',
    `/cms/v2/posts/${hello.id}/revisions`,
    `/cms/v2/posts/${hello.id}/autosaves`,
    '/cms/v2/types',
    '/batch/v1',
    '/oembed/1.0/embed',
  ])
    for (const who of ['anon', 'admin']) await cms('OPTIONS', route, { who });

  text('##### collections\n');
  const variants = {
    // prettier-ignore
    posts: [
      'per_page=2', 'per_page=2&page=2', 'per_page=2&page=9', 'search=hello', 'orderby=title&order=asc',
      'orderby=id&order=desc', '_fields=id,title,link', '_embed', `_embed=author,wp:term`, 'context=edit',
      'status=draft', 'status=any', 'status=publish,private', `categories=${news.id}`, `tags=${beta.id}`,
      `tags=${alpha.id}&categories_exclude=${news.id}`, 'sticky=true', 'sticky=false',
      `author=${ids.users.author}`, `include=${hello.id},${locked.id}`, `exclude=${hello.id}`,
      'slug=hello-world', 'before=2026-12-01T10:05:00', 'per_page=101', 'per_page=0', 'page=0',
      'orderby=nope', 'order=up', 'status=nope', 'categories=x', 'context=nope', '_jsonp=callback',
      'offset=1&per_page=3', 'search=zzz',
    ],
    pages: [
      'per_page=1',
      'parent=0',
      `parent=${about.id}`,
      'orderby=menu_order&order=asc',
      'context=edit',
      '_embed',
    ],
    media: ['media_type=image', 'mime_type=image/jpeg', `parent=${hello.id}`, 'context=edit', 'search=red'],
    blocks: ['context=edit'],
    navigation: ['context=edit', '_fields=id,title'],
    requirement: [`league=${premier.id}`, 'context=edit'],
    'menu-items': [`menus=${menu.id}`, 'context=edit', 'orderby=menu_order'],
    menus: ['context=edit'],
    // prettier-ignore
    categories: ['per_page=1', `parent=${news.id}`, 'hide_empty=true', 'orderby=count&order=desc',
      'context=edit', `post=${hello.id}`, 'search=loc', 'orderby=nope'],
    tags: ['hide_empty=true', `include=${alpha.id}`, 'slug=beta-tag', `post=${authored.id}`, 'context=edit'],
    league: ['context=edit', `post=${requirement.id}`],
    wp_pattern_category: [],
    users: [
      'context=edit',
      'roles=author',
      'who=authors',
      'search=ann',
      'orderby=name&order=desc',
      'per_page=2',
    ],
    templates: ['context=edit', 'post_type=page'],
    'template-parts': ['area=header', 'context=edit'],
    types: ['context=edit'],
    taxonomies: ['type=post', 'type=requirement', 'context=edit'],
    statuses: ['context=edit'],
  };
  for (const [base, queries] of Object.entries(variants)) {
    for (const who of ['anon', 'admin']) {
      await get(`/cms/v2/${base}`, who);
      for (const query of queries) await get(`/cms/v2/${base}`, who, query);
    }
    await get(`/cms/v2/${base}`, 'author', 'context=edit');
    await get(`/cms/v2/${base}`, 'subscriber', 'context=edit');
  }
  await get('/cms/v2/posts', 'anon', 'per_page=2&page=2', true);
  await get('/cms/v2/posts', 'author', 'status=draft');

  text('##### items\n');
  // prettier-ignore
  const posts = { posts: [hello, draft, pending, authored, secret, future, locked], pages: [about, team],
    media: [media], requirement: [requirement], blocks: [block], navigation: [navigation],
    'menu-items': [docs, ids.aboutItem], categories: [news, ids.local], tags: [alpha, beta],
    league: [premier], menus: [menu] };
  for (const [base, items] of Object.entries(posts)) {
    for (const item of items) {
      const route = `/cms/v2/${base}/${item.id}`;
      await get(route, 'anon');
      await get(route, 'admin');
      await get(route, 'anon', 'context=edit');
      await get(route, 'admin', 'context=edit');
      await get(route, 'author');
      await get(route, 'anon', 'context=embed');
    }
    await get(`/cms/v2/${base}/${missing}`, 'anon');
    await get(`/cms/v2/${base}/${missing}`, 'admin');
  }
  await get(`/cms/v2/posts/${hello.id}`, 'anon', '_embed', true);
  await get(`/cms/v2/posts/${hello.id}`, 'anon', '_fields=id,title.rendered,_links');
  await get(`/cms/v2/posts/${locked.id}`, 'anon', 'password=open%20sesame');
  await get(`/cms/v2/posts/${locked.id}`, 'anon', 'password=wrong');
  await get(`/cms/v2/pages/${team.id}`, 'anon', '_embed=up');
  await get(`/cms/v2/posts/${media.id}`, 'admin');
  await get('/cms/v2/posts/abc', 'admin');
  for (const who of ['anon', 'admin', 'author', 'subscriber', 'ci']) await get('/cms/v2/users/me', who);
  for (const user of [1, ids.users.author, ids.users.editor, ids.users.subscriber, missing]) {
    await get(`/cms/v2/users/${user}`, 'anon');
    await get(`/cms/v2/users/${user}`, 'admin', 'context=edit');
  }
  const types = [
    'post',
    'page',
    'attachment',
    'wp_block',
    'wp_navigation',
    'nav_menu_item',
    'requirement',
    'nope',
  ];
  for (const type of types) await get(`/cms/v2/types/${type}`, 'anon');
  await get('/cms/v2/types/post', 'admin', 'context=edit');
  for (const taxonomy of ['category', 'post_tag', 'nav_menu', 'league', 'nope'])
    await get(`/cms/v2/taxonomies/${taxonomy}`, 'anon');
  await get('/cms/v2/taxonomies/category', 'admin', 'context=edit');
  for (const status of ['publish', 'draft', 'future', 'private', 'trash', 'nope']) {
    await get(`/cms/v2/statuses/${status}`, 'anon');
    await get(`/cms/v2/statuses/${status}`, 'admin');
  }

  text('##### media\n');
  // The file itself, outside the facade: its bytes, type and caching headers.
  const file = media.source_url.replace('http://portico.test', '');
  // No conditional GET: fetch() sends `Cache-Control: no-cache` with If-None-Match, and the answer is a 200.
  await call('GET', file);
  await call('GET', file, { headers: { Range: 'bytes=0-9' } });
  await call('HEAD', file);
  await call('GET', '/uploads/2026/12/nope.jpg');
  const edit = (body, who = 'admin') => cms('POST', `/cms/v2/media/${media.id}/edit`, { who, body });
  const rotate = [{ type: 'rotate', args: { angle: 90 } }];
  await edit({ src: 'https://elsewhere.example/blue.jpg', modifiers: rotate });
  await edit({ modifiers: rotate });
  await edit({ src: media.source_url, modifiers: [{ type: 'rotate', args: {} }] });
  await edit({ src: media.source_url });
  await edit({ src: media.source_url, rotation: 90 }, 'subscriber');
  await edit({ src: media.source_url, modifiers: rotate });
  // Only the file's name is compared: one of another host with the item's name is taken for it.
  await edit({ src: 'https://elsewhere.example/red.jpg', modifiers: rotate });
  await cms('POST', `/cms/v2/media/${missing}/edit`, { who: 'admin', body: { src: media.source_url } });
  await cms('POST', `/cms/v2/media/${media.id}/post-process`, { who: 'admin', body: { action: 'nope' } });
  await cms('POST', '/cms/v2/media', {
    who: 'admin',
    raw: Buffer.alloc(0),
    headers: { 'Content-Type': 'image/jpeg' },
  });
  const disposition = 'attachment; filename="x.jpg"';
  await cms('POST', '/cms/v2/media', {
    who: 'subscriber',
    raw: 'x',
    headers: { 'Content-Type': 'image/jpeg', 'Content-Disposition': disposition },
  });

  text('##### revisions and autosaves\n');
  for (const [base, parent] of [
    ['posts', hello],
    ['pages', team],
    ['blocks', block],
    ['templates', landing],
  ]) {
    const route = `/cms/v2/${base}/${parent.id}/revisions`;
    await get(route, 'anon');
    const list = await get(route, 'admin');
    await get(route, 'admin', 'per_page=1&page=2');
    await get(route, 'admin', '_fields=id,parent,date');
    await get(route, 'author');
    const first = Array.isArray(list.json) ? list.json[0] : undefined;
    if (first) {
      await get(`${route}/${first.id}`, 'admin');
      await get(`${route}/${first.id}`, 'admin', 'context=edit');
      await get(`${route}/${first.id}`, 'anon');
    }
    await get(`${route}/${missing}`, 'admin');
  }
  await get(`/cms/v2/posts/${missing}/revisions`, 'admin');
  for (const who of ['anon', 'admin', 'editor', 'author']) {
    await get(`/cms/v2/posts/${hello.id}/autosaves`, who);
    await get(`/cms/v2/posts/${hello.id}/autosaves/${autosave.id}`, who);
  }
  await get(`/cms/v2/posts/${hello.id}/autosaves/${missing}`, 'admin');
  await cms('POST', `/cms/v2/posts/${draft.id}/autosaves`, {
    who: 'admin',
    body: { title: 'Draft, autosaved' },
  });
  await get(`/cms/v2/posts/${draft.id}`, 'admin', 'context=edit');

  text('##### templates\n');
  for (const who of ['anon', 'admin', 'author']) {
    for (const id of ['portico//home', landing.id, 'portico//nope', 'bad id'])
      await get(`/cms/v2/templates/${id}`, who);
    await get(`/cms/v2/template-parts/${promo.id}`, who);
  }
  for (const query of [
    'slug=front-page',
    'slug=single-post&template_prefix=single',
    'slug=page-about&is_custom=false',
    'slug=landing&is_custom=true',
    '',
    'slug=category-news&template_prefix=category',
  ])
    await get('/cms/v2/templates/lookup', 'admin', query);
  await get('/cms/v2/templates/lookup', 'anon', 'slug=front-page');
  await get(`/cms/v2/templates/${landing.id}/autosaves`, 'admin');
  await get(`/cms/v2/template-parts/${promo.id}/revisions`, 'admin');

  text('##### application passwords\n');
  for (const who of ['anon', 'admin', 'author', 'subscriber', 'ci']) {
    await get('/cms/v2/users/me/application-passwords', who);
    await get('/cms/v2/users/me/application-passwords/introspect', who);
    await get(`/cms/v2/users/${ids.users.author}/application-passwords/${ids.ci.uuid}`, who);
  }
  await get(`/cms/v2/users/${ids.users.author}/application-passwords`, 'admin');
  await get(`/cms/v2/users/me/application-passwords/${ids.spare.uuid}`, 'admin');
  await cms('POST', '/cms/v2/users/me/application-passwords', { who: 'author', body: { name: '' } });
  await cms('POST', '/cms/v2/users/me/application-passwords', {
    who: 'author',
    body: { name: 'x', app_id: 'nope' },
  });
  await cms('DELETE', `/cms/v2/users/me/application-passwords/${ids.spare.uuid}`, { who: 'author' });
  await cms('DELETE', `/cms/v2/users/me/application-passwords/${ids.spare.uuid}`, { who: 'author' });

  text('##### oembed\n');
  const site = 'http://portico.test';
  const oembed = (query, who = 'anon') => get('/oembed/1.0/embed', who, query);
  for (const url of [
    `${site}/?p=${hello.id}`,
    `${site}/?page_id=${about.id}`,
    `${site}/?p=${draft.id}`,
    `${site}/?attachment_id=${media.id}`,
    `${site}/?requirement=${requirement.slug}`,
    'https://elsewhere.example/x',
    `${site}/?p=${missing}`,
  ])
    await oembed(`url=${encodeURIComponent(url)}`);
  await oembed(`url=${encodeURIComponent(`${site}/?p=${hello.id}`)}&format=xml`);
  await oembed(`url=${encodeURIComponent(`${site}/?p=${hello.id}`)}&maxwidth=300`);
  await oembed(`url=${encodeURIComponent(`${site}/?p=${hello.id}`)}&format=yaml`);
  await oembed('');
  await get('/oembed/1.0/proxy', 'anon', 'url=https://elsewhere.example/x');
  await get('/oembed/1.0/proxy', 'admin', '');

  text('##### batch\n');
  const batch = (body, who = 'admin') => cms('POST', '/batch/v1', { who, body });
  advance(60);
  await batch({
    requests: [
      { path: '/cms/v2/posts', body: { title: 'Batched', status: 'publish', tags: [beta.id] } },
      { method: 'PUT', path: `/cms/v2/posts/${draft.id}`, body: { title: 'Draft, batched' } },
      { method: 'PATCH', path: `/cms/v2/pages/${about.id}`, body: { menu_order: 3 } },
      { method: 'DELETE', path: `/cms/v2/posts/${missing}` },
      { path: '/cms/v2/posts', body: { status: 'nope' } },
      { path: '/cms/v2/tags', body: { name: 'Gamma' } },
      { path: '/cms/v2/nowhere', body: {} },
    ],
  });
  const valid = (requests) => ({ validation: 'require-all-validate', requests });
  await batch(
    valid([
      { path: '/cms/v2/posts', body: { title: 'Kept?' } },
      { path: '/cms/v2/posts', body: { status: 5 } },
    ]),
  );
  await batch(valid([{ path: '/cms/v2/posts', body: { title: 'All valid' } }]));
  await batch({ requests: [{ path: '/cms/v2/posts', body: { title: 'Anonymous' } }] }, 'anon');
  await batch({ requests: [{ path: '/cms/v2/posts', body: { title: 'Subscriber' } }] }, 'subscriber');
  await get('/cms/v2/posts', 'admin', 'context=edit&_fields=id,status,title.raw');
  await batch({ requests: [] });
  await batch({});
  await batch({ requests: [{ method: 'GET', path: '/cms/v2/posts' }] });
  await get('/batch/v1', 'admin');

  text('##### writes refused, then deletes\n');
  await cms('POST', '/cms/v2/posts', { who: 'anon', body: { title: 'Nobody' } });
  await cms('POST', '/cms/v2/posts', { who: 'subscriber', body: { title: 'Subscriber' } });
  await cms('POST', '/cms/v2/posts', { who: 'admin', body: { status: 'nope' } });
  await cms('POST', '/cms/v2/posts', {
    who: 'admin',
    raw: '{',
    headers: { 'Content-Type': 'application/json' },
  });
  await cms('POST', `/cms/v2/posts/${hello.id}`, { who: 'author', body: { title: 'Not hers' } });
  await cms('POST', `/cms/v2/posts/${missing}`, { who: 'admin', body: { title: 'x' } });
  await cms('PATCH', `/cms/v2/categories/${news.id}`, { who: 'admin', body: { parent: missing } });
  advance(60);
  await cms('DELETE', `/cms/v2/posts/${draft.id}`, { who: 'admin' });
  await get(`/cms/v2/posts/${draft.id}`, 'admin');
  await get('/cms/v2/posts', 'admin', 'status=trash');
  await cms('DELETE', `/cms/v2/posts/${draft.id}`, { who: 'admin' });
  await cms('DELETE', `/cms/v2/posts/${draft.id}`, { who: 'admin', query: 'force=true' });
  await cms('DELETE', `/cms/v2/tags/${alpha.id}`, { who: 'admin' });
  await cms('DELETE', `/cms/v2/tags/${alpha.id}`, { who: 'admin', query: 'force=true' });
  await cms('DELETE', `/cms/v2/menu-items/${docs.id}`, { who: 'admin', query: 'force=true' });
  await cms('DELETE', `/cms/v2/templates/${landing.id}`, { who: 'admin', query: 'force=true' });
  await cms('DELETE', `/cms/v2/media/${media.id}`, { who: 'admin' });
  await cms('DELETE', `/cms/v2/media/${media.id}`, { who: 'admin', query: 'force=true' });
  await get(`/cms/v2/posts/${hello.id}`, 'admin', '_embed');
}
