import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { can, notAllowed } from '../../auth/roles.js';
import type { User } from '../../auth/user.entity.js';
import { DomainError } from '../../errors.js';
import { cursorWindow, PageArgs, paginate } from '../../graphql/connection.js';
import { RestOnly } from '../../graphql/rest-only.js';
import { editsSomeType } from '../capabilities.js';
import { DEFAULT_TEMPLATE_TYPES } from './template-types.js';
import { TEMPLATE_PART_AREA_DEFINITIONS, THEME_HEADER, THEME_SUPPORTS } from './theme.js';
import { THEME_GLOBAL_STYLES } from './global-styles.js';
import { Theme, ThemeConnection, ThemeGlobalStyles, ThemeStatus } from './theme.types.js';

/** The built-in theme, the only one, and so the active one. */
const ACTIVE_THEME: Theme = {
  ...THEME_HEADER,
  isBlockTheme: true,
  status: ThemeStatus.ACTIVE,
  supports: THEME_SUPPORTS,
  defaultTemplateTypes: DEFAULT_TEMPLATE_TYPES.map(([slug, title, description]) => ({
    slug,
    title,
    description,
  })),
  defaultTemplatePartAreas: TEMPLATE_PART_AREA_DEFINITIONS.map((area) => ({ ...area })),
};

/**
 * The reference's rule: those who may switch themes see them all; whoever may edit some type's items
 * sees the active one (the editor reads its supports and template types); nobody else any.
 */
function themesFor(user: User | null, status: ThemeStatus[] | null): Theme[] {
  const themes = [ACTIVE_THEME].filter((theme) => !status || status.includes(theme.status));
  if (can(user, 'switch_themes')) return themes;
  if (status?.length === 1 && status[0] === ThemeStatus.ACTIVE) {
    if (editsSomeType(user)) return themes;
    throw notAllowed(
      user,
      'CANNOT_VIEW_ACTIVE_THEME',
      'Sorry, you are not allowed to view the active theme.',
    );
  }
  throw notAllowed(user, 'CANNOT_VIEW_THEMES', 'Sorry, you are not allowed to view themes.');
}

const statusArg = {
  nullable: true,
  description: 'Only themes of these statuses (the active one needs only the right to edit content).',
} as const;

@Resolver()
export class ThemeResolver {
  @RestOnly()
  @Query(() => [Theme], { description: 'The installed themes the caller may see, as REST lists them.' })
  themeList(
    @Ctx() ctx: RequestContext,
    @Arg('status', () => [ThemeStatus], statusArg) status: ThemeStatus[] | null,
  ): Theme[] {
    return themesFor(ctx.caller.user, status);
  }

  @Query(() => ThemeConnection, { description: 'The installed themes the caller may see.' })
  themes(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('status', () => [ThemeStatus], statusArg) status: ThemeStatus[] | null,
  ) {
    return paginate(this.themeList(ctx, status), (theme) => [theme.stylesheet], cursorWindow(page, 10));
  }

  @Query(() => Theme, { description: 'A theme by its directory name.' })
  theme(
    @Ctx() ctx: RequestContext,
    @Arg('stylesheet', { description: 'Its directory name.' }) stylesheet: string,
  ): Theme {
    const user = ctx.caller.user;
    const active = stylesheet === ACTIVE_THEME.stylesheet;
    const [theme] = themesFor(user, can(user, 'switch_themes') || !active ? null : [ThemeStatus.ACTIVE]);
    if (!active) throw new DomainError('THEME_NOT_FOUND', 'Theme not found.', 404);
    return theme;
  }

  @Query(() => ThemeGlobalStyles, {
    description:
      "A theme's global styles (theme.json settings and styles, WordPress's under the theme's), as the " +
      'editor reads them; only the active theme has them. For whoever may write content or edit the theme.',
  })
  themeGlobalStyles(
    @Ctx() ctx: RequestContext,
    @Arg('stylesheet', { description: "The theme's directory name." }) stylesheet: string,
  ): ThemeGlobalStyles {
    const user = ctx.caller.user;
    if (!editsSomeType(user) && !can(user, 'edit_theme_options'))
      throw notAllowed(
        user,
        'CANNOT_READ_GLOBAL_STYLES',
        'Sorry, you are not allowed to access the global styles on this site.',
      );
    if (stylesheet !== ACTIVE_THEME.stylesheet)
      throw new DomainError('THEME_NOT_FOUND', 'Theme not found.', 404);
    // The built-in theme has no style variations.
    return { ...THEME_GLOBAL_STYLES, variations: [] };
  }
}
