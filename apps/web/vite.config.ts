import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions, type UserConfig } from 'vite';
import { precompressAssets } from './precompress-assets.ts';
import { startWithPage } from './start-with-page.ts';

const apiServer = 'http://localhost:3000';

// Anchored patterns so that a future SPA route such as /developers is not sent to the API.
const apiProxy: Record<string, ProxyOptions> = {
  '^/(api|dev)(/|$)': { target: apiServer },
  '^/(health|ready)$': { target: apiServer },
  // MCP and its OAuth discovery (decision 032): the metadata names PUBLIC_URL, the dev server in development.
  '^/(mcp|\\.well-known/oauth-[a-z-]+)(/|$)': { target: apiServer },
};

// The browser's build: the Fastify server serves this folder.
const clientBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  // dist/.vite/manifest.json: the server preloads a rendered page's chunks from it (issue 37); it is
  // a dotfile folder, which the server does not serve.
  manifest: true,
  rolldownOptions: {
    output: {
      // Libraries change far less often than our code; separate chunks stay cached across deploys.
      codeSplitting: {
        groups: [
          { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 4 },
          // recharts and the libraries only it uses (React stays in the group above, which ranks higher):
          // only the admin dashboard imports them, lazily, so visitors never download them.
          {
            name: 'charts',
            test: /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|@reduxjs|redux|react-redux|immer|reselect|decimal\.js-light|es-toolkit|eventemitter3)[\\/]/,
            priority: 3,
          },
          // Other libraries go with the pages that use them: one catch-all vendor chunk put the form and
          // validation libraries of lazy pages on every first load (issue 9: < 180 kB gzip).
        ],
      },
    },
  },
} satisfies UserConfig['build'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), startWithPage(), precompressAssets()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  // The Fastify server serves dist (the browser's files) and renders public pages with dist-ssr
  // (`vite build --ssr`, decision 025), which is never served.
  build: isSsrBuild ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false } : clientBuild,
  // The server-rendering bundle carries the libraries it uses (tree-shaken): the production image then
  // installs no web package at all (React, the router and 50 MB of icons stay out of it).
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
}));
