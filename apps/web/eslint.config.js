// The root configuration, plus React's rules of hooks for the web app.
import reactHooks from 'eslint-plugin-react-hooks';
import root from '../../eslint.config.js';

export default [
  ...root,
  { ignores: ['next-env.d.ts'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // next/dynamic brings its loader into each page that uses it (1.5 kB gzip'd of a table page,
      // #20); React.lazy, part of React already, loads a component on demand for nothing.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/dynamic', message: 'Use React.lazy (with <Suspense> for a placeholder).' },
            {
              name: 'next/link',
              message: 'Use components/Link, which prefetches nothing (it says why).',
            },
          ],
        },
      ],
    },
  },
  {
    // The one door to next/link.
    files: ['src/components/Link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Linted with its types, as the engine and the server are: a switch over a union names every
    // member (a new action or event type cannot be forgotten), and no promise floats.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // The web server's front runs on Node, outside Next's bundles.
    files: ['server.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly' } },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The unit files share their modules within a worker (vitest.config.ts): a module mock would
    // reach the files after it. A file that mocks one is named *.isolated.test.* and runs alone.
    files: ['src/**/*.test.{ts,tsx}'],
    ignores: ['src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Name the file *.isolated.test.tsx to mock a module.' },
      ],
    },
  },
];
