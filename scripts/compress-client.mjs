// Pre-compresses the built client (brotli and gzip) so the server sends small files with no CPU per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist/client';
const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name)) {
      const data = readFileSync(path);
      if (data.length < 512) continue;
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}
walk(root);
