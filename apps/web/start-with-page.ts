import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';
const FALLBACK_MS = 3000;
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The built page's scripts, for a server-rendered page that a phone paints at once (issue 16):
 * - theme-init.js is inlined: as a file it was a render-blocking request before the first paint;
 * - the app's entry and the chunks it needs (Vite's modulepreload links, added all at once so that
 *   they download side by side) are fetched after the first paint: on a slow link they no longer
 *   share the bandwidth with the stylesheet, nor stand between the visitor and the page the server
 *   already rendered.
 * The server allows exactly these inline scripts by their hashes (platform/http/inline-scripts.ts).
 * In development index.html is served as written.
 */
export function startAfterFirstPaint(): Plugin {
  let publicDir = '';
  return {
    name: 'basalt-start-after-first-paint',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_TAG.exec(html);
        if (!entry || !html.includes(THEME_INIT_TAG)) {
          throw new Error('index.html no longer has the theme-init or entry script this plugin rewrites');
        }
        const themeInit = readFileSync(join(publicDir, 'theme-init.js'), 'utf8');
        const chunks = [...html.matchAll(PRELOAD_TAG)].map((tag) => tag[1]!);
        return html
          .replace(ENTRY_TAG, '')
          .replace(PRELOAD_TAG, '')
          .replace(THEME_INIT_TAG, () => `<script>${minifyLines(themeInit)}${startScript(entry[1]!, chunks)}</script>`);
      },
    },
  };
}

/**
 * Starts the app once the page has painted its content: the browser's own first-contentful-paint
 * entry says when. A page with no server-rendered markup (signed-in screens) has nothing to paint
 * before React, and a hidden tab paints nothing: those start at once. FALLBACK_MS bounds the wait
 * whatever happens (a paint entry that never comes).
 */
function startScript(entryUrl: string, chunkUrls: string[]): string {
  return `(function(){var started=false;function start(){if(started)return;started=true;
${JSON.stringify(chunkUrls)}.forEach(function(url){var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=url;document.head.appendChild(link)});
import(${JSON.stringify(entryUrl)})}
function afterPaint(){var root=document.getElementById("root");
if(document.visibilityState==="hidden"||!root||!root.firstChild||typeof PerformanceObserver!=="function")return start();
try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start)}).observe({type:"paint",buffered:true})}catch(e){return start()}
setTimeout(start,${FALLBACK_MS})}
if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterPaint);else afterPaint()})();`.replace(
    /\n/g,
    '',
  );
}

/** The file's code without its comments and indentation; it is written for reading, not size. */
function minifyLines(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('');
}
