/** An item of a generated WordPress export; what is not given is what WordPress writes by default. */
export interface WxrItemFields {
  id: number;
  type?: string;
  title?: string;
  content?: string;
  excerpt?: string;
  name?: string;
  status?: string;
  date?: string;
  /** The same as `date` unless given. */
  dateGmt?: string;
  parent?: number;
  menuOrder?: string;
  commentStatus?: string;
  creator?: string;
  attachmentUrl?: string;
  terms?: { domain: string; slug: string }[];
  meta?: Record<string, string>;
}

const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

function item(fields: WxrItemFields, site: string): string {
  const date = fields.date ?? '2020-05-04 10:20:30';
  return `<item>
<title>${cdata(fields.title ?? `Item ${fields.id}`)}</title>
<dc:creator>${cdata(fields.creator ?? 'admin')}</dc:creator>
<guid isPermaLink="false">${site}/?p=${fields.id}</guid>
<content:encoded>${cdata(fields.content ?? '')}</content:encoded>
<excerpt:encoded>${cdata(fields.excerpt ?? '')}</excerpt:encoded>
<wp:post_id>${fields.id}</wp:post_id>
<wp:post_date>${cdata(date)}</wp:post_date>
<wp:post_date_gmt>${cdata(fields.dateGmt ?? date)}</wp:post_date_gmt>
<wp:comment_status>${cdata(fields.commentStatus ?? 'closed')}</wp:comment_status>
<wp:ping_status>closed</wp:ping_status>
<wp:post_name>${cdata(fields.name ?? `item-${fields.id}`)}</wp:post_name>
<wp:status>${cdata(fields.status ?? 'publish')}</wp:status>
<wp:post_parent>${fields.parent ?? 0}</wp:post_parent>
<wp:menu_order>${fields.menuOrder ?? 0}</wp:menu_order>
<wp:post_type>${cdata(fields.type ?? 'post')}</wp:post_type>
<wp:post_password></wp:post_password>
<wp:is_sticky>0</wp:is_sticky>
${fields.attachmentUrl ? `<wp:attachment_url>${cdata(fields.attachmentUrl)}</wp:attachment_url>` : ''}
${(fields.terms ?? []).map((term) => `<category domain="${term.domain}" nicename="${term.slug}">${cdata(term.slug)}</category>`).join('\n')}
${Object.entries(fields.meta ?? {})
  .map(
    ([key, value]) =>
      `<wp:postmeta><wp:meta_key>${cdata(key)}</wp:meta_key><wp:meta_value>${cdata(value)}</wp:meta_value></wp:postmeta>`,
  )
  .join('\n')}
</item>`;
}

/**
 * A WXR 1.2 export of `site` with these items, as WordPress's Tools → Export writes one (the authors
 * only as the items' `dc:creator`, as WXR 1.0 has them, unless given).
 */
export function wxrExport(
  site: string,
  items: WxrItemFields[],
  authors: (string | { login: string; displayName: string })[] = [],
): string {
  const author = (each: (typeof authors)[number]) => {
    const { login, displayName = '' } = typeof each === 'string' ? { login: each } : each;
    return `<wp:author><wp:author_login>${cdata(login)}</wp:author_login><wp:author_email>${cdata(`${login}@example.com`)}</wp:author_email><wp:author_display_name>${cdata(displayName)}</wp:author_display_name></wp:author>`;
  };
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>Generated</title>
<link>${site}</link>
<wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>${site}</wp:base_site_url>
<wp:base_blog_url>${site}</wp:base_blog_url>
${authors.map(author).join('\n')}
${items.map((each) => item(each, site)).join('\n')}
</channel>
</rss>
`;
}
