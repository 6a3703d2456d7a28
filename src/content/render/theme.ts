/**
 * The built-in theme's settings that rendering reads: Twenty Twenty-Five's (WordPress's default theme),
 * so block layouts get the classes a stock WordPress site gives them. The layout definitions are the
 * core theme.json's; block gaps are the theme's `styles.spacing.blockGap`, per block where it sets one,
 * with `var:preset|spacing|N` references resolved as the reference's global styles resolve them.
 */
export const THEME = {
  layoutClassNames: {
    default: 'is-layout-flow',
    constrained: 'is-layout-constrained',
    flex: 'is-layout-flex',
    grid: 'is-layout-grid',
  } as Record<string, string>,
  /** `settings.useRootPaddingAwareAlignments`: constrained layouts get `has-global-padding`. */
  rootPaddingAwareAlignments: true,
  /** `settings.spacing.blockGap` is set (by `appearanceTools`), so blocks have gap support. */
  blockGapSupport: true,
  blockGap: '1.2rem',
  blockGaps: {
    'core/columns': 'var(--wp--preset--spacing--50)',
    'core/buttons': '16px',
    'core/quote': 'var(--wp--preset--spacing--30)',
  } as Record<string, string>,
};
