import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** A folder of src/ is entered through its index.ts only: the index is the folder's door. */
const THROUGH_THE_DOOR = {
  // From inside a folder (src/x/…): ../other/file, ../../other/file. Migrations are the db's own.
  // The SDK (sdk/, a workspace package) is entered the same way: through sdk/src/index.
  regex: '^(\\.\\./)+(?!db/migrations/)(?!sdk/src/index$)[a-z-]+/(?!index$)[^/]+',
  message: "Import another folder through its index ('../folder'), the folder's only door.",
};

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'coverage/', 'dist/', 'sdk/dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through src/config.ts.' }],
    },
  },
  {
    // Production code: folders meet at their index files. Tests and tools may reach inside.
    files: ['src/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [THROUGH_THE_DOOR] }] },
  },
  {
    files: ['src/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\./[a-z-]+/(?!index$)[^/]+', message: "Import a folder through its index ('./folder'), the folder's only door." }] },
      ],
    },
  },
  {
    // The domain's words are a leaf: importing another folder would make cycles possible again.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./', message: 'src/domain imports no other folder of txenrich.' }] }],
    },
  },
  {
    files: ['test/**', 'bench/**', 'tools/**', 'src/cli/load-config.ts', '**/*.test.ts', 'eslint.config.js', 'vitest.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['bin/**/*.js', 'sdk/scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
