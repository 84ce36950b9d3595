// One chunk per screen a student opens first (decision 037). Left to itself, the bundler gives every set
// of modules shared by a different set of lazy screens its own file: the checklist needed about 40 files,
// many under 1 KB (a message section, a format helper). Over HTTP/1.1 a phone opens six connections, so
// each extra file is a round trip waited on a slow link. Here every module the app frame, then the stage
// checklist, then the class and test screens, then the photo upload import statically (and the entry does
// not) goes into that screen's chunk. Modules used by no listed screen are split as before.
import { resolve } from 'node:path';

/** In order: a module goes to the first screen that imports it. Paths relative to src/client. */
export const screenChunkRoots = {
  frame: ['app/shell/Layout.tsx'],
  stage: ['features/program/pages/StagePage.tsx'],
  learning: ['features/learning/pages/PracticePage.tsx', 'features/learning/pages/TestPage.tsx'],
  upload: ['features/documents/pages/UploadPage.tsx'],
};

/**
 * A plugin that, once the module graph is known, maps each module to its screen, and the matching
 * `output.codeSplitting` groups that read that map.
 */
export function screenChunks(clientRoot) {
  const owner = new Map();
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
    },
  };
  const groups = ['app', ...Object.keys(screenChunkRoots)].map((name) => ({
    name,
    test: (id) => owner.get(id) === name,
  }));
  return { plugin, codeSplitting: { groups } };
}
