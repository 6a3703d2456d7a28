/** An oEmbed provider: the page URLs it embeds and its endpoint (the reference's provider list). */
interface Provider {
  pattern: RegExp;
  endpoint: string;
}

const provider = (pattern: RegExp, endpoint: string): Provider => ({ pattern, endpoint });

/** Well-known providers (a subset of the reference's list; others are found by discovery). */
export const PROVIDERS: readonly Provider[] = [
  provider(
    /^https?:\/\/((m|www)\.)?youtube\.com\/(watch|playlist|shorts|live)/i,
    'https://www.youtube.com/oembed',
  ),
  provider(/^https?:\/\/youtu\.be\//i, 'https://www.youtube.com/oembed'),
  provider(/^https?:\/\/(.+\.)?vimeo\.com\//i, 'https://vimeo.com/api/oembed.json'),
  provider(/^https?:\/\/(www\.)?flickr\.com\//i, 'https://www.flickr.com/services/oembed/'),
  provider(/^https?:\/\/flic\.kr\//i, 'https://www.flickr.com/services/oembed/'),
  provider(/^https?:\/\/(www\.)?soundcloud\.com\//i, 'https://soundcloud.com/oembed'),
  provider(/^https?:\/\/open\.spotify\.com\//i, 'https://embed.spotify.com/oembed/'),
  provider(
    /^https?:\/\/(www\.)?(twitter|x)\.com\/\w{1,15}\/status(es)?\//i,
    'https://publish.twitter.com/oembed',
  ),
  provider(/^https?:\/\/(www\.)?slideshare\.net\//i, 'https://www.slideshare.net/api/oembed/2'),
  provider(/^https?:\/\/(www\.)?ted\.com\/talks\//i, 'https://www.ted.com/services/v1/oembed.json'),
  provider(/^https?:\/\/(www\.)?reddit\.com\/r\/[^/]+\/comments\//i, 'https://www.reddit.com/oembed'),
  provider(/^https?:\/\/(www\.)?tiktok\.com\/.*\/video\//i, 'https://www.tiktok.com/oembed'),
];

/** The endpoint of the provider that embeds a URL, if one is known. */
export const providerEndpoint = (url: string) => PROVIDERS.find((p) => p.pattern.test(url))?.endpoint ?? null;

/** The JSON oEmbed endpoint a page advertises (`<link rel="alternate" type="application/json+oembed">`). */
export function discoverEndpoint(html: string, base: string): string | null {
  for (const tag of html.match(/<link\s[^>]*>/gi) ?? []) {
    const attribute = (name: string) =>
      new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
        .exec(tag)
        ?.slice(1)
        .find((v) => v !== undefined);
    if (!/^alternate$/i.test(attribute('rel') ?? '')) continue;
    if (!/^application\/json\+oembed$/i.test(attribute('type') ?? '')) continue;
    const href = attribute('href');
    if (!href) continue;
    try {
      return new URL(href.replace(/&amp;/g, '&'), base).href;
    } catch {
      return null;
    }
  }
  return null;
}
