import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parse } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '../../src/shared/i18n/locales';
import { MESSAGE_SCOPES, messageScopeDir } from '../../src/client/i18n/message-scopes';

// One module per scope and locale: a scope's texts live in several files (features/listing/texts/en-US.json,
// features/listing/texts/photos/en-US.json, …) for the people who write them, and reach the browser as one
// chunk, so the first page fetches one file of texts instead of eighteen. A scope's folder is
// src/shared/i18n/{scope}, or src/client/features/{scope}/texts for a feature scope
// (messageScopeDir in src/client/i18n/message-scopes.ts).
//
//   virtual:message-bundles                  { [scope]: { [locale]: () => import(bundle) } }
//   virtual:message-bundle/{scope}/{locale}  the scope's texts in that locale, merged
//
// The build ships the texts pre-parsed (src/client/i18n/format-message.ts formats the ASTs), so the ICU parser (~10 KB
// gzip) is not shipped and a bad message fails the build instead of a page; tests and the dev
// server get the strings.

const LOADERS = 'virtual:message-bundles';
const BUNDLE = 'virtual:message-bundle/';
const resolved = (id: string) => `\0${id}`;

function scopeFiles(root: string, scope: string, locale: string): string[] {
  const dir = path.join(root, messageScopeDir(scope));
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === `${locale}.json`)
    .sort()
    .map((file) => path.join(dir, file));
}

/** root: the project's folder, which messageScopeDir's paths are relative to. */
export function messageBundles(root: string): Plugin {
  let precompile = false;
  return {
    name: 'message-bundles',
    configResolved(config) {
      precompile = config.command === 'build';
    },
    resolveId(id) {
      return id === LOADERS || id.startsWith(BUNDLE) ? resolved(id) : null;
    },
    load(id) {
      if (id === resolved(LOADERS)) {
        const table = MESSAGE_SCOPES.map(
          (scope) => `${JSON.stringify(scope)}: {${LOCALES.map((l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(`${BUNDLE}${scope}/${l}`)})`).join(', ')}}`,
        );
        return `export const BUNDLES = {\n${table.join(',\n')}\n};`;
      }
      if (!id.startsWith(resolved(BUNDLE))) return null;
      const [scope, locale] = id.slice(resolved(BUNDLE).length).split('/') as [string, string];
      const merged: Record<string, unknown> = {};
      for (const file of scopeFiles(root, scope, locale)) {
        this.addWatchFile(file);
        const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        for (const [key, text] of Object.entries(messages)) merged[key] = precompile ? parse(text) : text;
      }
      return `export default ${JSON.stringify(merged)};`;
    },
  };
}
