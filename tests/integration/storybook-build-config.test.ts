import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigFromFile, type Plugin, type PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import storybookMain from '../../.storybook/main.ts';
import { APP_PLUGIN_PREFIX } from '../../.storybook/app-build-plugins.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');

const names = async (plugins: PluginOption[] | undefined): Promise<string[]> => {
  const out: string[] = [];
  for (const plugin of await Promise.all(plugins ?? [])) {
    if (Array.isArray(plugin)) out.push(...(await names(plugin)));
    else if (plugin) out.push((plugin as Plugin).name);
  }
  return out;
};

// `storybook build` starts from the app's vite.config.ts (as Storybook's Vite builder loads it for a
// build) and hands it to viteFinal: the app's build steps must not reach it (issue #31: the
// first-screen step read dist/.first-screen/page.html inside Storybook's build and failed it).
describe("Storybook's build config", () => {
  it('keeps every plugin of the app except its own build steps (backlay:*), without source maps', async () => {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(root, 'vite.config.ts'), root, 'silent');
    const appPlugins = await names(loaded?.config.plugins);
    expect(appPlugins).toEqual(expect.arrayContaining(['backlay:first-screen-build', 'backlay:prerender-landing', 'backlay:precompress']));

    expect(storybookMain.viteFinal).toBeTypeOf('function');
    const final = await storybookMain.viteFinal!(loaded!.config, { configType: 'PRODUCTION' } as never);
    const kept = await names(final.plugins);
    expect(kept.filter((name) => name.startsWith(APP_PLUGIN_PREFIX))).toEqual([]);
    expect(kept).toEqual(appPlugins.filter((name) => !name.startsWith(APP_PLUGIN_PREFIX)));
    expect(kept.some((name) => name.startsWith('vite:react'))).toBe(true);
    expect(final.build?.sourcemap).toBe(false);
  });
});
