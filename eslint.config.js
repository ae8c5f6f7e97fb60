// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// STYLE.md habit 1: dependencies point one way.
//   domain ← server, domain ← web; in the web app components/ui and lib ← features ← apps.
const zones = [
  {
    target: './packages/domain',
    from: ['./packages/server', './packages/web'],
    message: 'domain is pure: it imports neither server nor web.',
  },
  {
    target: './packages/server',
    from: './packages/web',
    message: 'the server never imports the web app.',
  },
  {
    target: './packages/web',
    from: './packages/server',
    message: 'the web app talks to the server over HTTP only.',
  },
  {
    target: './packages/web/src/components',
    from: ['./packages/web/src/features', './packages/web/src/apps'],
    message: 'ui components are generic.',
  },
  {
    target: './packages/web/src/lib',
    from: ['./packages/web/src/features', './packages/web/src/apps'],
    message: 'lib is generic.',
  },
  {
    target: './packages/web/src/features',
    from: './packages/web/src/apps',
    message: 'features do not import apps.',
  },
];

// STYLE.md: features never import each other; apps compose them.
const featuresDir = './packages/web/src/features';
for (const feature of readdirSync(featuresDir, { withFileTypes: true })) {
  if (!feature.isDirectory()) continue;
  zones.push({
    target: `${featuresDir}/${feature.name}`,
    from: featuresDir,
    except: [`./${feature.name}`],
    message:
      'features never import each other: compose them in an app, or move the shared part to lib or components.',
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/server/drizzle/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
);
