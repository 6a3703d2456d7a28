import type { Gateway } from '../../gateway.js';
import type { Args } from '../rest/args.js';
import type { RestError } from '../rest/rest-error.js';
import type { RestRequest, RestResponse, Route } from '../rest/route.js';
import { RestOEmbedDocument, RestOEmbedProxyDocument } from './oembed.generated.js';

const URL_ARG = {
  description: 'The URL of the resource for which to fetch oEmbed data.',
  type: 'string',
  format: 'uri' as const,
  required: true,
};

/** The reference's absint(): the integer part of the number, without its sign; 0 for anything else. */
const absint = (value: unknown) => Math.abs(Number.parseInt(String(value), 10)) || 0;

/** PHP's string conversion of a scalar, as XML text. */
const text = (value: unknown) =>
  value === true ? '1' : value === false || value === null || value === undefined ? '' : String(value);

/** XML text as SimpleXML writes it: `&`, `<` and `>` escaped, quotes as they are. */
const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Elements for a value's keys; list items are `<oembed>` elements (the reference's _oembed_create_xml). */
function elements(data: Record<string, unknown> | unknown[]): string {
  return Object.entries(data)
    .map(([key, value]) => {
      const name = /^\d+$/.test(key) ? 'oembed' : key;
      const inner =
        value && typeof value === 'object'
          ? elements(value as Record<string, unknown>)
          : xmlText(text(value));
      return `<${name}>${inner}</${name}>`;
    })
    .join('');
}

const xml = (data: Record<string, unknown>, status = 200): RestResponse => ({
  status,
  body: data,
  raw: `<?xml version="1.0"?>\n<oembed>${elements(data)}</oembed>\n`,
  headers: { 'Content-Type': 'text/xml; charset=UTF-8' },
});

/** `format=xml` asks for XML; anything else is JSON (the reference's wp_oembed_ensure_format). */
const wantsXml = (req: RestRequest) => req.params.format === 'xml';

/** `/oembed/1.0/embed` (public, JSON or XML) and `/oembed/1.0/proxy` (contributors and up, always JSON). */
export function oembedRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;

  const embed = async (req: RestRequest): Promise<RestResponse> => {
    const { oembed } = await operations.run(
      RestOEmbedDocument,
      { url: req.params.url, maxWidth: absint(req.params.maxwidth) },
      req.context,
    );
    return wantsXml(req) ? xml(oembed) : { body: oembed };
  };

  const proxy = async (req: RestRequest): Promise<RestResponse> => {
    const p = req.params;
    const { oembedProxy } = await operations.run(
      RestOEmbedProxyDocument,
      {
        url: p.url,
        maxWidth: absint(p.maxwidth),
        maxHeight: p.maxheight === undefined ? null : absint(p.maxheight) || null,
        discover: p.discover,
      },
      req.context,
    );
    return { body: oembedProxy };
  };

  const embedArgs: Args = {
    url: URL_ARG,
    format: { default: 'json' },
    maxwidth: { default: 600 },
  };
  const proxyArgs: Args = {
    url: URL_ARG,
    format: {
      description: 'The oEmbed format to use.',
      type: 'string',
      default: 'json',
      enum: ['json', 'xml'],
    },
    maxwidth: {
      description: 'The maximum width of the embed frame in pixels.',
      type: 'integer',
      default: 600,
    },
    maxheight: { description: 'The maximum height of the embed frame in pixels.', type: 'integer' },
    discover: {
      description: 'Whether to perform an oEmbed discovery request for unsanctioned providers.',
      type: 'boolean',
      default: true,
    },
  };
  return [
    {
      namespace: 'oembed/1.0',
      path: '/oembed/1.0/embed',
      endpoints: [
        {
          methods: ['GET'],
          args: embedArgs,
          handler: embed,
          // Errors come back in the format asked for.
          renderError: (error: RestError, req) =>
            req.params.format === 'xml' ? xml(error.body(), error.status) : null,
        },
      ],
    },
    {
      namespace: 'oembed/1.0',
      path: '/oembed/1.0/proxy',
      endpoints: [{ methods: ['GET'], args: proxyArgs, handler: proxy }],
    },
  ];
}
