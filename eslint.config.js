import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports go one way: web → domain and server → domain. Web and server never import each other,
// and the domain imports neither (nor React, nor Node).
const webMayNotImport = {
  patterns: [{ group: ['@/server/*', '**/server/**'], message: 'The web app never imports the server.' }],
};
const serverMayNotImport = {
  patterns: [{ group: ['@/web/*', '**/web/**'], message: 'The server never imports the web app.' }],
};
const domainMayNotImport = {
  patterns: [
    { group: ['@/web/*', '@/server/*', '**/web/**', '**/server/**'], message: 'The domain is pure.' },
    { group: ['react', 'react-dom', 'node:*'], message: 'The domain has no React and no Node.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.data/', '.test-data/', '.test-results/', 'playwright-report/', 'test-results/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    ...reactHooks.configs.flat['recommended-latest'],
    files: ['src/web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['src/web/**/*.tsx'],
  },
  { files: ['src/web/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', webMayNotImport] } },
  { files: ['src/server/**/*.ts'], rules: { 'no-restricted-imports': ['error', serverMayNotImport] } },
  { files: ['src/domain/**/*.ts'], rules: { 'no-restricted-imports': ['error', domainMayNotImport] } },
);
