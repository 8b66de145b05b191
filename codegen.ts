import type { CodegenConfig } from '@graphql-codegen/cli';

// `npm run codegen` regenerates both outputs; `npm run codegen:check` (part of `npm test`) fails
// when the committed files differ from what the schema and documents produce.
// CODEGEN_OUT lets the check generate into a scratch directory instead of the tree.
const out = process.env.CODEGEN_OUT ? `${process.env.CODEGEN_OUT.replace(/\/$/, '')}/` : '';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    [`${out}src/gql/`]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
    [`${out}server/gateway/__generated__/resolvers.ts`]: {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#GatewayContext',
        useIndexSignature: true,
      },
    },
  },
};

export default config;
