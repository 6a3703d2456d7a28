import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { contentDeps } from '../content-access.js';
import { proxyEmbed } from './oembed-proxy.service.js';
import { embedItem, type OEmbedResponse } from './oembed.service.js';

@Resolver()
export class OEmbedResolver {
  @Query(() => GraphQLJSONObject, {
    description: 'The oEmbed response (oEmbed field names) for a public item of this site, by its URL.',
  })
  oembed(
    @Ctx() ctx: RequestContext,
    @Arg('url', { description: 'The address of a public item of this site.' }) url: string,
    @Arg('maxWidth', () => Int, { defaultValue: 600, description: 'Clamped to 200..600.' }) maxWidth: number,
  ): Promise<OEmbedResponse> {
    return embedItem(contentDeps(ctx), url, maxWidth);
  }

  @Query(() => GraphQLJSONObject, {
    description:
      'The oEmbed response for any URL (contributors and up): this site answers its own; others come from their provider (known, or discovered in the page), through the address guard, cached a day.',
  })
  oembedProxy(
    @Ctx() ctx: RequestContext,
    @Arg('url', { description: 'The address to embed, on this site or elsewhere.' }) url: string,
    @Arg('maxWidth', () => Int, {
      defaultValue: 600,
      description: 'The widest embed wanted, in pixels (this site: 200..600).',
    })
    maxWidth: number,
    @Arg('maxHeight', () => Int, {
      nullable: true,
      description: 'The tallest embed wanted, in pixels (other providers only).',
    })
    maxHeight: number | undefined,
    @Arg('discover', {
      defaultValue: true,
      description: 'With no known provider, look for an endpoint the page names.',
    })
    discover: boolean,
  ): Promise<OEmbedResponse> {
    return proxyEmbed(contentDeps(ctx), { url, maxWidth, maxHeight: maxHeight ?? undefined, discover });
  }
}
