import { lazy, type ComponentType } from 'react';
import { withLanguage } from '../lib/locale';
import { loadScreenCode } from '../lib/stale-chunk';

/** A screen loaded on demand, shown once its words are in the reader's language (decision 038). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function screen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => withLanguage(loadScreenCode(load)));
}
