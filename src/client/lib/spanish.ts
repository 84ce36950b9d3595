/**
 * The Spanish of message sections in the browser (decision 038). Only a Spanish reader downloads this module
 * (lib/locale asks for it beside the sign-in screen's words, `es/core`): from then on each section's Spanish
 * (`messages/es/<file>.ts`, named as the English file) is asked for as soon as the section's English arrives
 * with a screen's code. A screen renders once `ready()` resolves (lib/locale: withLanguage), so it shows
 * neither English first nor a key. The build puts the Spanish of a screen group in one file
 * (scripts/screen-chunks.mjs).
 */
import { followEnglishSections, registerCatalog } from '@shared/translator';

type SectionFile = Record<string, object>;

const files = import.meta.glob<SectionFile>([
  '../../shared/messages/es/*.ts',
  '!../../shared/messages/es/core.ts',
  '!../../shared/messages/es/index.ts',
]);

/** `…/es/help-chat.ts` holds the section `helpChat` (tests/unit/message-imports checks each file does). */
export function sectionOfFile(path: string): string {
  return path.replace(/^.*\/|\.ts$/g, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}

const loaders = new Map(Object.entries(files).map(([path, load]) => [sectionOfFile(path), load]));
const wanted = new Set<string>();
const loads = new Map<string, Promise<void>>();

function load(name: string): Promise<void> {
  let loading = loads.get(name);
  if (!loading) {
    loading = loaders.get(name)!().then(
      (file) => registerCatalog('es', { [name]: file[name] }),
      (error: unknown) => {
        loads.delete(name); // asked for again by the next ready()
        throw error;
      },
    );
    loads.set(name, loading);
  }
  return loading;
}

function want(names: string[]): void {
  for (const name of names) {
    if (wanted.has(name) || !loaders.has(name)) continue;
    wanted.add(name);
    load(name).catch(() => undefined); // a failure shows through ready(), which asks again
  }
}

/** Asks for the Spanish of the English sections loaded so far, then of each one as it loads. */
export function followEnglish(): void {
  followEnglishSections(want);
}

/** Resolves once every English section loaded so far has its Spanish; a failed download is tried again. */
export function ready(): Promise<void> {
  return Promise.all([...wanted].map(load)).then(() => undefined);
}
