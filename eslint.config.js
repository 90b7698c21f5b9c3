// One lint configuration for every package. Package-specific rules (the engine's purity rules)
// are added below by file pattern so they cannot be switched off locally.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// The server reaches the rules engine through one port (apps/server/src/engine/); elsewhere only
// the engine's types may be imported. Tests may use the engine as any outside client does.
const serverEngineImports = {
  paths: [
    {
      name: '@brethren/engine',
      allowTypeImports: true,
      message: 'Ask the engine port (src/engine/port.ts); only types may be imported here.',
    },
  ],
  patterns: [
    {
      group: ['@brethren/engine/*'],
      allowTypeImports: true,
      message: 'Ask the engine port (src/engine/port.ts); only types may be imported here.',
    },
  ],
};
// Ranked play hooks into matches (FinishHook, wired in platform.ts); matches never reach back.
const matchesOwnRanked = {
  group: ['../ranked/*', '**/ranked/*'],
  message: 'Matches do not depend on ranked play: let ranked register a hook (see matches/finisher.ts).',
};

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
    // The engine and the server are linted with their types: a switch over a union must name every
    // member (a new action type or event cannot be forgotten), and no promise may float.
    files: ['packages/engine/src/**/*.ts', 'apps/server/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // Tests read JSON answers loosely; the code under test keeps the strict rules.
    files: ['**/*.test.ts', '**/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/engine/**', 'apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', serverEngineImports] },
  },
  {
    // A later block replaces a rule's options rather than merging them, so this one carries both.
    files: ['apps/server/src/matches/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...serverEngineImports, patterns: [...serverEngineImports.patterns, matchesOwnRanked] },
      ],
    },
  },
  {
    files: ['apps/server/src/matches/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [matchesOwnRanked] }] },
  },
  {
    // Swiss and arena pairing and standings are pure functions of the rounds played, like the
    // engine's rules: the server claims a round or wave and writes its tables; these folders only
    // decide them (the arena scores placements as Swiss does).
    files: ['apps/server/src/tournaments/swiss/**/*.ts', 'apps/server/src/tournaments/arena/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...serverEngineImports,
          patterns: [
            ...serverEngineImports.patterns,
            {
              group: ['node:*', '@brethren/db', '@prisma/*', 'pg', 'graphql', 'ioredis'],
              message: 'Swiss pairing does no I/O.',
            },
            {
              group: ['../*', '!../swiss', '../../*'],
              message: 'Pairing depends on nothing of the server.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'Pairing has no clock.' },
        { name: 'process', message: 'Pairing reads no environment.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pairing is deterministic.' },
      ],
    },
  },
  {
    // The rules engine is pure: no I/O, no clock, no ambient randomness. Randomness comes from the
    // seeded generator kept inside each game state, so seed + actions replays a match exactly.
    files: ['packages/engine/src/**/*.ts'],
    ignores: [
      'packages/engine/src/**/*.test.ts',
      'packages/engine/src/**/*.bench.ts',
      'packages/engine/src/**/testing/**',
    ],
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
