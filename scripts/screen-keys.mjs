// The server's build of the pages (decision 039) names each screen loaded on demand by its key in the
// client's manifest (its path under src/client): a page rendered on the server then names, in its head,
// the styles and code of the screens it drew. The browser's build is left as written.
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

export function screenKeys(clientRoot) {
  return {
    name: 'screen-keys',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(clientRoot) || !code.includes('screen(() => import(')) return null;
      return code.replace(/screen\(\(\) => import\('([^']+)'\)\)/g, (call, path) => {
        const base = resolve(dirname(id), path);
        const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(f));
        return file ? `screen(() => import('${path}'), ${JSON.stringify(relative(clientRoot, file))})` : call;
      });
    },
  };
}
