import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents from the API's SDL (the server's schema files) and the operations this app writes
 * with `graphql()` in its source. A document the schema does not allow fails the generation, and so
 * the build, the type check and the tests.
 */
const config: CodegenConfig = {
  schema: '../server/schema/*.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/lib/api/generated/**'],
  generates: {
    'src/lib/api/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumType: 'string-literal',
        scalars: { JSON: 'unknown', DateTime: 'string' },
        strictScalars: true,
        skipTypeNameForRoot: true,
        // Each operation as its text, not as a syntax tree: the app sends the text as it is, so
        // pages carry neither the trees (several times the size) nor graphql's printer.
        documentMode: 'string',
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --log-level warn --write'] },
};

export default config;
