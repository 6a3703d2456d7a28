import core from './theme-json/core.json' with { type: 'json' };
import theme from './theme-json/twentytwentyfive.json' with { type: 'json' };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Preset lists, which the merged settings keep per origin (`{ default: […], theme: […] }`). */
const PRESET_PATHS = [
  ['dimensions', 'aspectRatios'],
  ['color', 'palette'],
  ['color', 'gradients'],
  ['color', 'duotone'],
  ['typography', 'fontSizes'],
  ['typography', 'fontFamilies'],
  ['spacing', 'spacingSizes'],
  ['shadow', 'presets'],
  ['border', 'radiusSizes'],
  ['dimensions', 'dimensionSizes'],
] as const;

/** What `appearanceTools` turns on where the settings leave it unset (WP_Theme_JSON's opt-ins). */
const APPEARANCE_TOOLS = [
  ['background', 'backgroundImage'],
  ['background', 'backgroundSize'],
  ['background', 'gradient'],
  ['border', 'color'],
  ['border', 'radius'],
  ['border', 'style'],
  ['border', 'width'],
  ['color', 'link'],
  ['color', 'heading'],
  ['color', 'button'],
  ['color', 'caption'],
  ['dimensions', 'aspectRatio'],
  ['dimensions', 'height'],
  ['dimensions', 'minHeight'],
  ['dimensions', 'minWidth'],
  ['dimensions', 'width'],
  ['position', 'sticky'],
  ['spacing', 'blockGap'],
  ['spacing', 'margin'],
  ['spacing', 'padding'],
  ['typography', 'lineHeight'],
  ['typography', 'textColumns'],
] as const;

/** A deep merge where the later value wins; lists are replaced, not joined. */
function merge(base: Json, over: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(over))
    out[key] = isObject(value) && isObject(out[key]) ? merge(out[key], value) : value;
  return out;
}

/** One level of settings (the root's or a block's): presets under their origin, appearance tools expanded. */
function withOrigin(settings: Json, origin: 'default' | 'theme'): Json {
  const out = structuredClone(settings);
  for (const [group, name] of PRESET_PATHS) {
    const section = out[group];
    if (isObject(section) && Array.isArray(section[name])) section[name] = { [origin]: section[name] };
  }
  if (out.appearanceTools === true) {
    delete out.appearanceTools;
    for (const [group, name] of APPEARANCE_TOOLS) {
      const section = (out[group] = isObject(out[group]) ? out[group] : {}) as Json;
      section[name] ??= true;
    }
  }
  if (isObject(out.blocks))
    out.blocks = Object.fromEntries(
      Object.entries(out.blocks).map(([name, block]) => [
        name,
        isObject(block) ? withOrigin(block, origin) : block,
      ]),
    );
  return out;
}

/**
 * The built-in theme's global styles, as WP_Theme_JSON_Resolver::get_merged_data('theme') gives them
 * to the editor: WordPress's own theme.json (origin `default`) under Twenty Twenty-Five's (origin
 * `theme`) — the theme Portico renders as. Derived once: both are fixed files.
 */
export const THEME_GLOBAL_STYLES: { settings: Json; styles: Json } = {
  settings: merge(withOrigin(core.settings, 'default'), withOrigin(theme.settings, 'theme')),
  styles: merge(core.styles as Json, theme.styles as Json),
};
