import {
  createContext,
  createElement,
  lazy,
  useContext,
  type ComponentProps,
  type ComponentType,
} from 'react';
import { withLanguage } from '../lib/locale';
import { loadScreenCode } from '../lib/stale-chunk';

/** On the server: the screens a page drew, by their key in the client's manifest (decision 039). */
export const ScreensDrawn = createContext<Set<string> | null>(null);

/**
 * A screen loaded on demand, shown once its words are in the reader's language (decision 038). `key`: its
 * path under src/client, given by the server's build only (scripts/screen-keys.mjs), which records it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function screen<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  key?: string,
): ComponentType<ComponentProps<T>> {
  const Screen = lazy(() => withLanguage(loadScreenCode(load)));
  if (!key) return Screen as unknown as ComponentType<ComponentProps<T>>;
  return function DrawnScreen(props: ComponentProps<T>) {
    useContext(ScreensDrawn)?.add(key);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return createElement(Screen as ComponentType<any>, props);
  };
}
