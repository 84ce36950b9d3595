// Bundles the server into dist/server/main.js, and the upload worker (src/server/sandbox) beside it, which
// the server starts by that name; node_modules stay external.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'upload-worker': 'src/server/sandbox/upload-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
