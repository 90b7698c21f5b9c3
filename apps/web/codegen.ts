import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents from the API's SDL (the server's schema files) and the operations this app writes
 * in `.graphql` files beside the code that sends them. A document the schema does not allow fails
 * the generation, and so the build, the type check and the tests.
 *
 * The code imports each operation's generated constant by name (`MatchDocument`), not through
 * `graphql()`: that looks documents up in one map of them all, so every page carried every
 * operation of the app. Nor are the constants left in `graphql.ts`: Turbopack gives a page a module
 * with every export that any page uses, and so, again, every operation. Each is written in a module
 * of its own (`operations/MatchDocument.ts`, see `splitDocuments`) that `graphql.ts` re-exports,
 * and a page takes only those it imports.
 */

/** A document constant as the client preset writes it (before Prettier). */
const DOCUMENT =
  /^export const (\w+) = new TypedDocumentString\(([\s\S]*?)\) as unknown as TypedDocumentString<(\w+), (\w+)>;$\n?/gm;
/** The class every document is an instance of. */
const DOCUMENT_CLASS = /^export class TypedDocumentString\b[\s\S]*?^}\n/m;

/** Codegen fails on an error thrown by a hook, but does not print it. */
function fail(message: string): never {
  console.error(`codegen: ${message}`);
  throw new Error(message);
}

/** Writes a file unless it already holds this text: codegen may run in several tasks at once. */
function writeIfChanged(file: string, text: string) {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

/**
 * Moves the documents out of `graphql.ts` (as the client preset writes it): the class into
 * `TypedDocumentString.ts`, each document into `operations/<name>.ts`, marked pure so that a module
 * no page imports is left out. Returns what `graphql.ts` keeps: the types, and a re-export of each.
 */
function splitDocuments(file: string, content: string): string {
  const folder = path.dirname(file);
  const operations = path.join(folder, 'operations');
  const declaration = DOCUMENT_CLASS.exec(content)?.[0];
  if (!declaration) fail(`no TypedDocumentString class in ${file}`);
  writeIfChanged(
    path.join(folder, 'TypedDocumentString.ts'),
    `import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';\n\n${declaration}`,
  );
  mkdirSync(operations, { recursive: true });
  const names: string[] = [];
  const types = content
    .replace(DOCUMENT_CLASS, '')
    .replace(DOCUMENT, (_match, name: string, text: string, result: string, variables: string) => {
      names.push(name);
      const imported = [result, variables].filter((type) => type !== 'unknown');
      writeIfChanged(
        path.join(operations, `${name}.ts`),
        [
          "import { TypedDocumentString } from '../TypedDocumentString';",
          ...(imported.length > 0 ? [`import type { ${imported.join(', ')} } from '../graphql';`] : []),
          '',
          `export const ${name} = /* #__PURE__ */ new TypedDocumentString(${text}) as unknown as TypedDocumentString<${result}, ${variables}>;`,
          '',
        ].join('\n'),
      );
      return '';
    });
  if (types.includes('new TypedDocumentString('))
    fail(`a document in ${file} is not of the form splitDocuments expects`);
  for (const stale of readdirSync(operations))
    if (!names.includes(path.basename(stale, '.ts'))) rmSync(path.join(operations, stale));
  return [
    types,
    "export { TypedDocumentString } from './TypedDocumentString';",
    ...names.map((name) => `export { ${name} } from './operations/${name}';`),
    '',
  ].join('\n');
}

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
    beforeOneFileWrite: (file: string, content: string) =>
      file.endsWith('graphql.ts') ? splitDocuments(file, content) : content,
    afterAllFileWrite: ['prettier --log-level warn --write'],
  },
};

export default config;
