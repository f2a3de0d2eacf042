import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Writes a .br and a .gz copy beside every compressible file of the browser's build, at the highest
 * levels: compressed once here, the server sends them as they are (decision 033) instead of
 * compressing the same bytes on every request.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'basalt-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : join(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      for (const file of filesUnder(join(outDir, 'assets'))) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
