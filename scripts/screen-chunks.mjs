// One chunk per screen a student opens first (decision 037). Left to itself, the bundler gives every set
// of modules shared by a different set of lazy screens its own file: the checklist needed about 40 files,
// many under 1 KB (a message section, a format helper). Over HTTP/1.1 a phone opens six connections, so
// each extra file is a round trip waited on a slow link. Here every module the app frame, then the stage
// checklist, then the class and test screens, then the photo upload import statically (and the entry does
// not) goes into that screen's chunk. Modules used by no listed screen are split as before.
//
// Spanish (decision 038): a message section's Spanish (`shared/messages/es/<file>.ts`) is asked for, by Spanish
// readers only, when its English (`shared/messages/<file>.ts`) arrives with a screen's code
// (client/lib/spanish.ts). Here the Spanish files follow their English. Those of the shell (the entry, the
// frame and the stage checklist, where every student lands) share one file with that loader, which the
// sign-in page asks for beside the core words, so the first screen after signing in waits for no Spanish.
// Those of another screen group make one file per group; the others go together when the same lazily
// loaded modules use their English, as the bundler splits the English. `.vite/spanish.json` names the
// loader's file and, per chunk, the Spanish files its sections need (scripts/check-size.mjs).
import { basename, dirname, join, resolve } from 'node:path';

/** In order: a module goes to the first screen that imports it. Paths relative to src/client. */
export const screenChunkRoots = {
  frame: ['app/shell/Layout.tsx'],
  stage: ['features/program/pages/StagePage.tsx'],
  learning: ['features/learning/pages/PracticePage.tsx', 'features/learning/pages/TestPage.tsx'],
  upload: ['features/documents/pages/UploadPage.tsx'],
};

/** Screen groups (with `app`, the entry) whose sections' Spanish comes with the loader. */
export const spanishWithLoader = ['app', 'frame', 'stage'];

/**
 * A plugin that, once the module graph is known, maps each module to its screen, and the matching
 * `output.codeSplitting` groups that read that map.
 */
export function screenChunks(clientRoot) {
  const owner = new Map();
  const spanishOwner = new Map();
  const messagesDir = resolve(clientRoot, '../shared/messages');
  const spanishDir = join(messagesDir, 'es');
  const spanishLoader = resolve(clientRoot, 'lib/spanish.ts');
  const isSpanishSection = (id) => dirname(id) === spanishDir && !/^(core|index)\.ts$/.test(basename(id));
  const englishOf = (id) => join(messagesDir, basename(id));
  const plugin = {
    name: 'screen-chunks',
    // The dev server serves modules one by one: there is nothing to group.
    apply: 'build',
    buildEnd() {
      const closure = (ids) => {
        const seen = new Set();
        const stack = [...ids];
        while (stack.length) {
          const id = stack.pop();
          if (seen.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          seen.add(id);
          stack.push(...info.importedIds);
        }
        return seen;
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const taken = closure(entries);
      for (const id of taken) owner.set(id, 'app');
      for (const [name, roots] of Object.entries(screenChunkRoots)) {
        const ids = roots.map((root) => resolve(clientRoot, root));
        for (const id of ids) if (!this.getModuleInfo(id)) throw new Error(`screen-chunks: no module ${id}`);
        // The screen's own module stays a chunk of its own: the build's manifest names it.
        for (const id of closure(ids)) {
          if (taken.has(id) || ids.includes(id)) continue;
          taken.add(id);
          owner.set(id, name);
        }
      }

      // Spanish: with the loader, in its screen group's file, or with the sections the same modules use.
      spanishOwner.set(spanishLoader, 'spanish');
      const usedBy = new Map();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info?.isEntry && !info?.dynamicImporters.length) continue;
        for (const used of closure([id])) {
          if (!usedBy.has(used)) usedBy.set(used, []);
          usedBy.get(used).push(id);
        }
      }
      const sameUse = new Map();
      for (const id of [...this.getModuleIds()].filter(isSpanishSection).sort()) {
        const english = englishOf(id);
        const group = owner.get(english);
        if (group) {
          spanishOwner.set(id, spanishWithLoader.includes(group) ? 'spanish' : `es-${group}`);
          continue;
        }
        const users = usedBy.get(english);
        if (!users) continue; // its English never reaches the browser: the file is never asked for
        const key = users.sort().join('\n');
        if (!sameUse.has(key)) sameUse.set(key, `es-${basename(id, '.ts')}`);
        spanishOwner.set(id, sameUse.get(key));
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
      const fileOf = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk.fileName])));
      const needs = {};
      for (const chunk of chunks) {
        const files = chunk.moduleIds
          .filter((id) => dirname(id) === messagesDir)
          .map((id) => fileOf.get(join(spanishDir, basename(id))))
          .filter(Boolean);
        if (files.length) needs[chunk.fileName] = [...new Set(files)].sort();
      }
      const source = JSON.stringify({ loader: fileOf.get(spanishLoader), needs }, null, 2);
      this.emitFile({ type: 'asset', fileName: '.vite/spanish.json', source });
    },
  };
  const groups = [
    ...['app', ...Object.keys(screenChunkRoots)].map((name) => ({
      name,
      test: (id) => owner.get(id) === name,
    })),
    { name: (id) => spanishOwner.get(id) ?? null, test: (id) => spanishOwner.has(id) },
  ];
  return { plugin, codeSplitting: { groups } };
}
