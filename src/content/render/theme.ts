import { THEME_GLOBAL_STYLES } from '../themes/global-styles.js';

const { settings, styles } = THEME_GLOBAL_STYLES as {
  settings: { useRootPaddingAwareAlignments?: boolean; spacing?: { blockGap?: boolean | null } };
  styles: { spacing: { blockGap: string }; blocks: Record<string, { spacing?: { blockGap?: string } }> };
};

/** A `var:preset|spacing|50` reference as the reference's global styles resolve it: a CSS variable. */
const presetValue = (value: string) =>
  value.replace(/^var:preset\|([^|]+)\|(.+)$/, 'var(--wp--preset--$1--$2)');

/**
 * The built-in theme's settings that rendering reads: Twenty Twenty-Five's (WordPress's default theme),
 * so block layouts get the classes a stock WordPress site gives them. The layout class names are the
 * core theme.json's; the rest is read from the theme's global styles (`themes/global-styles.ts`).
 */
export const THEME = {
  layoutClassNames: {
    default: 'is-layout-flow',
    constrained: 'is-layout-constrained',
    flex: 'is-layout-flex',
    grid: 'is-layout-grid',
  } as Record<string, string>,
  /** `settings.useRootPaddingAwareAlignments`: constrained layouts get `has-global-padding`. */
  rootPaddingAwareAlignments: settings.useRootPaddingAwareAlignments === true,
  /** `settings.spacing.blockGap` is set (by `appearanceTools`), so blocks have gap support. */
  blockGapSupport: settings.spacing?.blockGap === true,
  /** The theme's `styles.spacing.blockGap`, and each block's where it sets one. */
  blockGap: styles.spacing.blockGap,
  blockGaps: Object.fromEntries(
    Object.entries(styles.blocks).flatMap(([name, block]) =>
      block.spacing?.blockGap ? [[name, presetValue(block.spacing.blockGap)]] : [],
    ),
  ) as Record<string, string>,
};
