// Lint: TypeScript rules, React hooks, accessibility (jsx-a11y), import cycles and the layer boundaries of
// DESIGN.md §2 (shared is isomorphic; client and server never import each other; features never import
// each other; features never import app/; the queue and the upload module never import features).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const featureZones = (root) =>
  featuresOf(root).map((name) => ({
    target: `./${root}/${name}`,
    from: `./${root}`,
    except: [`./${name}`],
    message:
      'Features never import each other: compose them in app/ (or move shared code to shared/ or lib/).',
  }));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
      'reports/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/server', './src/client'],
              message: 'shared/ is isomorphic.',
            },
            {
              target: './src/client',
              from: './src/server',
              message: 'The client talks to the server over HTTP only.',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'The server never imports client code.',
            },
            {
              target: './src/client/features',
              from: './src/client/app',
              message:
                'Arrows point down: app/ composes features, never the reverse (alerts live in ui/, modals in lib/; slots are render props).',
            },
            {
              target: './src/client/ui',
              from: ['./src/client/features', './src/client/app'],
              message:
                'Arrows point down: ui/ is shared pieces; features and app/ use them, never the reverse.',
            },
            {
              target: './src/client/lib',
              from: ['./src/client/ui', './src/client/features', './src/client/app'],
              message:
                'Arrows point down: lib/ is logic without screens; ui/, features and app/ build on it.',
            },
            {
              target: './src/server/features',
              from: './src/server/adapters',
              message:
                'Features talk to the outside world through ports/: the composition root (app.ts) hands the adapter in.',
            },
            {
              target: ['./src/server/db', './src/server/plugins', './src/server/adapters'],
              from: ['./src/server/features', './src/server/progress'],
              message: 'Arrows point down: db/, plugins/ and adapters/ never import the areas built on them.',
            },
            {
              target: './src',
              from: './scripts',
              message: 'Run-time code never imports scripts/: move the shared piece into src/.',
            },
            {
              target: './src/server/queue',
              from: './src/server/features',
              message:
                'The queue never imports features: the composition root (portal.ts) hands its handlers in.',
            },
            {
              target: './src/server/uploads',
              from: './src/server/features',
              message:
                'The upload module never imports features: each area registers its folders, handed in by the composition root (app.ts).',
            },
            ...featureZones('src/server/features'),
            ...featureZones('src/client/features'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom', 'react/*'],
              message: 'shared/ is TypeScript + zod only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
    plugins: { ...jsxA11y.flatConfigs.strict.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A dialog's first field may take focus: it is what the person opened the dialog for.
      'jsx-a11y/no-autofocus': 'off',
      // Captions come as <track>s from ui/CaptionTracks (English, and Spanish beside it).
      'jsx-a11y/media-has-caption': ['error', { track: ['CaptionTracks'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/ui/icons.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['lucide-react', 'lucide-react/*'],
              message:
                'Icons come from @client/ui/icons: one icon set, each icon imported on its own (decision 016).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              importNames: ['eq', 'and', 'sql', 'desc', 'asc', 'inArray', 'isNull', 'gt', 'gte', 'lt'],
              message: 'Only *.repo.ts, db/, seed/ and queue/ build SQL.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/server/**/*.repo.ts',
      'src/server/db/**',
      'src/server/seed/**',
      'src/server/queue/**',
      'src/server/adapters/**',
      'src/server/plugins/session.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
);
