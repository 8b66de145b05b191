import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'data', 'coverage', 'node_modules', 'src/gql', 'server/gateway/__generated__', 'server/exchange/db/migrations'] },
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
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
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
