import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import basalt from './tools/eslint-rules/feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/web/dist-ssr/**',
      '**/node_modules/**',
      '**/drizzle/**',
      'data/**',
      '.tmp/**',
      '**/.tmp/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { basalt },
    rules: {
      'basalt/feature-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The server logs through pino only, so every line carries its request or run id (issue 13,
    // finding 14); its CLI scripts below talk to the person at the terminal.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: { 'no-console': ['error', {}] },
  },
  {
    files: ['apps/server/src/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['scripts/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx', 'tools/**'],
    rules: { 'no-console': 'off' },
  },
);
