import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents from the API's SDL (the server's schema files) and the operations this app writes
 * in `.graphql` files beside the code that sends them. A document the schema does not allow fails
 * the generation, and so the build, the type check and the tests.
 *
 * The code imports each operation's generated constant by name (`MatchDocument`), not through
 * `graphql()`: that looks documents up in one map of them all, so every page carried every
 * operation of the app. Marked pure, the constants a page does not import are left out of it.
 */
const config: CodegenConfig = {
  schema: '../server/schema/*.graphql',
  documents: ['src/**/*.graphql'],
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
  hooks: {
    // The client preset does not pass `pureMagicComment` on to its plugins: each document constant
    // is marked pure here, so that a bundler may leave out those a page does not import.
    beforeOneFileWrite: (file: string, content: string) =>
      file.endsWith('graphql.ts')
        ? content.replaceAll('= new TypedDocumentString(', '= /* #__PURE__ */ new TypedDocumentString(')
        : content,
    afterAllFileWrite: ['prettier --log-level warn --write'],
  },
};

export default config;
