import type { PluginOption } from 'vite';

/**
 * The app's own Vite plugins are named `backlay:*` (scripts/*.ts) and all of them are build steps of
 * the app (`npm run build`): they read or write dist/ files Storybook's build does not make.
 */
export const APP_PLUGIN_PREFIX = 'backlay:';

const isAppPlugin = (plugin: unknown) =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin && typeof plugin.name === 'string' && plugin.name.startsWith(APP_PLUGIN_PREFIX);

/** The plugin list without the app's `backlay:*` plugins, nested lists and promised plugins resolved. */
export async function withoutAppBuildPlugins(plugins: PluginOption[] | undefined): Promise<PluginOption[]> {
  const kept: PluginOption[] = [];
  for (const plugin of await Promise.all(plugins ?? [])) {
    if (Array.isArray(plugin)) kept.push(await withoutAppBuildPlugins(plugin));
    else if (plugin && !isAppPlugin(plugin)) kept.push(plugin);
  }
  return kept;
}
