import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './eslint/feature-boundaries.js';

// Imports go one way: web → domain and server → domain. Web and server never import each other,
// and the domain imports neither (nor React, nor Node).
const webMayNotImport = {
  patterns: [
    { group: ['@/server/*', '**/server/**'], message: 'The web app never imports the server.' },
  ],
};
const serverMayNotImport = {
  patterns: [{ group: ['@/web/*', '**/web/**'], message: 'The server never imports the web app.' }],
};
const domainMayNotImport = {
  patterns: [
    {
      group: ['@/web/*', '@/server/*', '**/web/**', '**/server/**'],
      message: 'The domain is pure.',
    },
    { group: ['react', 'react-dom', 'node:*'], message: 'The domain has no React and no Node.' },
  ],
};

// The API's error codes are written once, in src/domain/error-codes.ts (the admin accounts' in
// admin-error-codes.ts, apart so the shop's first visit does not load them): the server raises
// ERROR_CODES.enum.X, the web compares with ERROR_CODE.X. A code spelled as a bare string is
// refused (UPPER_SNAKE strings only: GoTrue's own codes, e.g. 'invalid_credentials', are another
// contract, supabase-js's).
const ERROR_CODE_TEXT = '/^[A-Z][A-Z0-9_]+$/';
/** `x.code`, `x?.code` or a variable named `code`, at `side` of a comparison or a switch. */
const isCode = (side) =>
  `:matches([${side}.name='code'], [${side}.property.name='code'], [${side}.expression.property.name='code'])`;
const webCompareMessage =
  'Compare an error code with ERROR_CODE from @/domain/error-codes (or admin-error-codes), not a string.';
const webErrorCodeRules = [
  'error',
  ...['==', '===', '!=', '!=='].flatMap((operator) => [
    {
      selector: `BinaryExpression[operator='${operator}'][right.type='Literal'][right.value=${ERROR_CODE_TEXT}]${isCode('left')}`,
      message: webCompareMessage,
    },
    {
      selector: `BinaryExpression[operator='${operator}'][left.type='Literal'][left.value=${ERROR_CODE_TEXT}]${isCode('right')}`,
      message: webCompareMessage,
    },
  ]),
  {
    selector: `SwitchStatement${isCode('discriminant')} > SwitchCase > Literal.test[value=${ERROR_CODE_TEXT}]`,
    message: webCompareMessage,
  },
];
const serverErrorCodeRules = [
  'error',
  {
    selector: "NewExpression[callee.name='AppError'] > Literal.arguments:first-child",
    message:
      'Raise an AppError with a code from ERROR_CODES.enum (@/domain/api-problem), not a string.',
  },
  {
    selector: `Property[key.name='code'] > Literal.value[value=${ERROR_CODE_TEXT}]`,
    message:
      'An error answer takes its code from ERROR_CODES.enum (@/domain/api-problem), not a string.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.data/',
      '.test-data/',
      '.test-results/',
      'playwright-report/',
      'test-results/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
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
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', webMayNotImport] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { tress: featureBoundaries },
    rules: { 'tress/feature-boundaries': 'error' },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', serverMayNotImport] },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', domainMayNotImport] },
  },
  { files: ['src/web/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': webErrorCodeRules } },
  {
    files: ['src/server/**/*.ts'],
    // The seed's offers have codes of their own (WELCOME10), not error codes.
    ignores: ['src/server/db/seed/**'],
    rules: { 'no-restricted-syntax': serverErrorCodeRules },
  },
);
