// Which npm packages each chunk of the client build carries, written to `.vite/packages.json` so the bundle
// budget (scripts/check-size.mjs) can tell which renderer ships: React DOM, never Preact (decision 039).

/** The package a bundled module belongs to (`react-dom`, `@tanstack/query-core`), or null for the app's own. */
function packageOf(id) {
  const at = id.replace(/\\/g, '/').lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [first, second] = id.slice(at + '/node_modules/'.length).split(/[\\/]/);
  return first.startsWith('@') ? `${first}/${second}` : first;
}

export const bundledPackages = {
  name: 'bundled-packages',
  generateBundle(_options, bundle) {
    const packages = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      for (const id of chunk.moduleIds) {
        const name = packageOf(id);
        if (!name) continue;
        packages[name] ??= [];
        if (!packages[name].includes(chunk.fileName)) packages[name].push(chunk.fileName);
      }
    }
    const source = JSON.stringify(packages, null, 2);
    this.emitFile({ type: 'asset', fileName: '.vite/packages.json', source });
  },
};
