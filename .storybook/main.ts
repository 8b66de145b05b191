import type { StorybookConfig } from '@storybook/react-vite';
import { withoutAppBuildPlugins } from './app-build-plugins.ts';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: ['../public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  /**
   * Storybook's Vite builder starts from the app's vite.config.ts. The app's own build steps
   * (first-screen renderer, prerendered landing, preloads, GraphQL document splitting, precompression)
   * belong to `npm run build` only: inside `storybook build` they would look for the app's dist/ files
   * (e.g. .first-screen/page.html) and fail. A static Storybook needs no source maps or manifest either.
   */
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      plugins: await withoutAppBuildPlugins(viteConfig.plugins),
      build: { ...viteConfig.build, sourcemap: false, manifest: false },
    };
  },
};

export default config;
