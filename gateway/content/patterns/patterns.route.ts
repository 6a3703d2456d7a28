import type { Gateway } from '../../gateway.js';
import { itemSchema, type PropertySchema } from '../rest/item-schema.js';
import type { RestRequest, RestResponse, Route } from '../rest/route.js';
import {
  RestListBlockPatternCategoriesDocument,
  RestListBlockPatternsDocument,
  type RestListBlockPatternsQuery,
} from './patterns.generated.js';

type Pattern = RestListBlockPatternsQuery['list'][number];

/** A pattern as the reference answers it: each key only when the pattern sets it. */
const serializePattern = (pattern: Pattern) => ({
  name: pattern.name,
  title: pattern.title,
  content: pattern.content,
  ...(pattern.description === null ? {} : { description: pattern.description }),
  ...(pattern.inserter ? {} : { inserter: false }),
  ...(pattern.categories.length ? { categories: pattern.categories } : {}),
  ...(pattern.keywords.length ? { keywords: pattern.keywords } : {}),
  ...(pattern.blockTypes.length ? { block_types: pattern.blockTypes } : {}),
  ...(pattern.postTypes.length ? { post_types: pattern.postTypes } : {}),
});

const property = (description: string, type: PropertySchema['type']): PropertySchema => ({
  description,
  type,
  context: ['view', 'edit', 'embed'],
  readonly: true,
});
const strings = (description: string) => ({ ...property(description, 'array'), items: { type: 'string' } });

const PATTERN_SCHEMA = itemSchema('block-pattern', {
  name: property('The pattern name.', 'string'),
  title: property('The pattern title, in human readable format.', 'string'),
  content: property('The pattern content.', 'string'),
  description: property('The pattern detailed description.', 'string'),
  viewport_width: property('The pattern viewport width for inserter preview.', 'number'),
  inserter: property('Determines whether the pattern is visible in inserter.', 'boolean'),
  categories: strings('The pattern category slugs.'),
  keywords: strings('The pattern keywords.'),
  block_types: strings('Block types that the pattern is intended to be used with.'),
  post_types: strings('An array of post types that the pattern is restricted to be used with.'),
  template_types: strings('An array of template types where the pattern fits.'),
});
const CATEGORY_SCHEMA = itemSchema('block-pattern-category', {
  name: property('The category name.', 'string'),
  label: property('The category label, in human readable format.', 'string'),
  description: property('The category description, in human readable format.', 'string'),
});

/**
 * `/cms/v2/block-patterns/patterns` and `/categories`: the pattern registry the block editor's inserter
 * reads, unpaginated and for writers of content only, as WordPress answers it.
 */
export function patternsRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;
  const patterns = async (req: RestRequest): Promise<RestResponse> => {
    const { list } = await operations.run(RestListBlockPatternsDocument, {}, req.context);
    return { body: list.map(serializePattern) };
  };
  const categories = async (req: RestRequest): Promise<RestResponse> => {
    const { list } = await operations.run(RestListBlockPatternCategoriesDocument, {}, req.context);
    return { body: list };
  };
  return [
    {
      namespace: 'cms/v2',
      path: '/cms/v2/block-patterns/patterns',
      schema: PATTERN_SCHEMA,
      endpoints: [{ methods: ['GET'], args: {}, handler: patterns }],
    },
    {
      namespace: 'cms/v2',
      path: '/cms/v2/block-patterns/categories',
      schema: CATEGORY_SCHEMA,
      endpoints: [{ methods: ['GET'], args: {}, handler: categories }],
    },
  ];
}
