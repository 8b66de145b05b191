import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { featureCyclesPlugin } from './scripts/feature-cycles.mjs';

/** Every folder of src/features/: each gets the boundary rule below. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const noServer = { group: ['**/server/**'], message: 'src/ never imports server/ (ARCHITECTURE §2).' };
const noApp = (who) => ({ group: ['@/app/**', '**/src/app/**'], message: `${who} do not import src/app: the app composes them.` });
const noFeature = { group: ['@/features/**', '**/src/features/**'], message: 'src/lib and src/components import no feature.' };

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'storybook-static', 'data', 'coverage', 'node_modules', 'src/gql', 'server/gateway/__generated__', 'server/exchange/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The shared domain package is pure: no I/O, no platform, nothing else of the project.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'react', 'react-*', 'xstate', '@apollo/*', 'drizzle-orm', 'drizzle-orm/*', 'fastify', '@/*', '../*', '**/src/**', '**/server/**', '**/machines/**'] },
      ],
      'no-restricted-globals': ['error', 'process', 'Buffer', 'window', 'document', 'localStorage', 'fetch', 'setTimeout', 'setInterval', 'crypto'],
    },
  },
  {
    // Dependencies point one way (ARCHITECTURE §2).
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', '@apollo/*', 'sonner', '@/*', '../src/*', '../server/*'] }],
    },
  },
  {
    files: ['server/exchange/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'drizzle-orm', 'drizzle-orm/*', 'fastify', '../db/*', '../http/*', '../../*'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer] }] },
  },
  {
    // Shared pieces know no feature and no app (docs/adr/0001-feature-folders.md).
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noApp('Shared pieces'), noFeature] }] },
  },
  // Feature boundaries (docs/adr/0001-feature-folders.md): a feature imports another feature only
  // through that feature's `public.ts`, and never src/app (the app composes features).
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            noApp('Features'),
            {
              group: ['@/features/*/**', `!@/features/${feature}/**`, '!@/features/*/public'],
              message: `Another feature's internals: import only its public.ts (or move the shared piece to src/lib or src/components).`,
            },
            {
              // Relative paths may leave the feature only for machines/ (three levels up, more from a sub-folder).
              regex: String.raw`^\.\./(?!(\.\./)+machines/)`,
              message: 'Reach outside the feature folder with the @/ alias, so the boundary rule sees it.',
            },
          ],
        },
      ],
    },
  })),
  {
    // No import cycle between feature folders, through public.ts or otherwise (scripts/feature-cycles.mjs).
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { backlay: featureCyclesPlugin },
    rules: { 'backlay/no-feature-cycle': 'error' },
  },
  {
    // The exchange's layers point one way: http → service → markets → domain (docs/adr/exchange-layering.md).
    files: ['server/exchange/{service,markets,db}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/http', '**/http/*'], message: 'Only the HTTP layer maps errors to status codes; throw ServiceError or DomainError instead.' }] }],
    },
  },
);
