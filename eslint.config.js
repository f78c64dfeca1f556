// https://eslint.org/docs/latest/use/configure/configuration-files
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'scripts/peers/**',
      'dist/**',
      '.cache/**',
      'node_modules/**',
      'admin-service/dist-web/**',
      'admin-service/data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
  },
  {
    // Code that runs in the browser: islands, page services, the client entry and the admin page.
    files: [
      'templates/islands/**',
      'templates/client/**',
      'templates/+client.ts',
      'admin-service/web/src/**',
      // Benchmarks and browser tests pass functions to page.evaluate().
      'scripts/**',
      'tests/e2e/**',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx', 'templates/**/*.ts', 'admin-service/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
)
