// One lint configuration for every package. Package-specific rules (the engine's purity rules)
// are added below by file pattern so they cannot be switched off locally.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.next/**',
      '**/generated/**',
      '**/.turbo/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // Tests read JSON answers loosely; the code under test keeps the strict rules.
    files: ['**/*.test.ts', '**/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The rules engine is pure: no I/O, no clock, no ambient randomness. Randomness comes from the
    // seeded generator kept inside each game state, so seed + actions replays a match exactly.
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/**/*.test.ts', 'packages/engine/src/**/*.bench.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The engine does no I/O.' },
            {
              group: [
                'fs',
                'path',
                'os',
                'http',
                'https',
                'net',
                'crypto',
                'child_process',
                'worker_threads',
              ],
              message: 'The engine does no I/O.',
            },
            {
              group: ['@prisma/*', 'prisma', 'graphql', 'graphql-*', '@apollo/*', 'pg', 'ioredis', 'redis'],
              message: 'The engine knows nothing of storage or transport.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'The engine has no clock: time is the platform’s concern.' },
        { name: 'process', message: 'The engine reads no environment.' },
        { name: 'setTimeout', message: 'The engine has no timers.' },
        { name: 'setInterval', message: 'The engine has no timers.' },
        { name: 'fetch', message: 'The engine does no I/O.' },
        { name: 'console', message: 'The engine does not log.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator kept in the state.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
        { object: 'performance', property: 'now', message: 'The engine has no clock.' },
      ],
    },
  },
);
