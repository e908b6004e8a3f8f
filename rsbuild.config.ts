import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/rspack';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress.mjs';
import { pluginPreloadSignedIn } from './scripts/preload-signed-in';

/**
 * Every production build writes the public pages' HTML (scripts/prerender.tsx, issue #38), then
 * .br and .gz copies of everything for the server to send.
 */
const pluginPrecompress = {
  name: 'neurohealth:precompress',
  setup(api: { onAfterBuild: (fn: () => void) => void; context: { distPath: string } }) {
    api.onAfterBuild(() => {
      const script = fileURLToPath(new URL('./scripts/prerender.tsx', import.meta.url));
      // --conditions=development: the router then renders as in the browser (scripts/prerender.tsx).
      const run = spawnSync(process.execPath, ['--import', 'tsx/esm', '--conditions=development', script, api.context.distPath], {
        stdio: 'inherit',
      });
      if (run.status !== 0) throw new Error('prerendering the public pages failed (scripts/prerender.tsx)');
      void precompress(api.context.distPath);
    });
  },
};

/**
 * Development only: the statechart gallery (`npm run statecharts` writes it; `npm run dev`
 * builds it first) at /__statecharts. Never part of the production build.
 */
function serveStatecharts(req: { url?: string }, res: import('node:http').ServerResponse, next: () => void) {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
  const file = join('statecharts', path === '/' || path === '.' ? 'index.html' : path);
  if (!file.startsWith('statecharts') || !existsSync(file) || !file.endsWith('.html')) return next();
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(readFileSync(file));
}

export default defineConfig({
  plugins: [pluginReact(), pluginPreloadSignedIn, pluginPrecompress],
  // The app, and the public site's pages on their own (src/publicSite.tsx, issue #38): each entry
  // gets its HTML from the template, which scripts/prerender.tsx fills with a page.
  source: {
    entry: { index: './src/main.tsx', publicSite: './src/publicSite.tsx' },
    // Where the feedback links lead (src/features/public/feedbackLink.ts): the product's own form unless set.
    define: { 'process.env.FEEDBACK_URL': JSON.stringify(process.env.FEEDBACK_URL ?? '') },
  },
  html: {
    template: './src/index.html',
    title: 'NeuroHealth Care',
  },
  // Strict: the sign-in callback URL is registered for this exact origin.
  server: {
    port: 3000,
    host: 'localhost',
    strictPort: true,
    setup: (context) => {
      if (context.action === 'dev') context.server.middlewares.use('/__statecharts', serveStatecharts as never);
    },
  },
  output: {
    // DIST_DIR lets a test run build beside another without sharing dist/.
    distPath: { root: process.env.DIST_DIR ?? 'dist' },
    // Emptied before every build, also a DIST_DIR outside the project (which rsbuild would
    // otherwise leave as it was): a file of an earlier build left beside this one's is served.
    cleanDistPath: true,
    // Source maps go to error reporting, never to the browser by default.
    sourceMap: { js: 'hidden-source-map', css: false },
  },
  performance: {
    // A module two lazy chunks share is copied into both when the shared part is under
    // minSize (rspack's default is 20 kB): the signed-in page then downloaded the search
    // options and the notification helpers twice. At 5 kB they go to a chunk of their own;
    // smaller values only add requests (`BENCH_ONLY=sizes npm run bench`: /dashboard
    // 254.0 kB at the default, 251.1 kB at 5 kB, 251.3 at 2 kB, 251.6 at 0.5 kB).
    chunkSplit: {
      strategy: 'split-by-experience',
      override: {
        minSize: 5000,
        cacheGroups: {
          // Contract and domain modules that the session's chunk, the API clients' chunk and the
          // pages' chunks all use, in chunks they share. Under minSize each had its own copy: a
          // signed-in page downloaded the endpoint helpers, the notifications' and preferences'
          // schemas and the user's helpers twice or more, and built those schemas once per copy
          // (BENCH_ONLY=sizes: every signed-in route 1.1 to 1.8 kB lighter).
          contractShared: {
            test: /[\\/]contract[\\/](endpoint|fields|notifications|preferences|zone)\.ts$|[\\/]machines[\\/]domain[\\/](constants|user)\.ts$/,
            minSize: 0,
            chunks: 'async',
            priority: 25,
          },
          // The icons and the avatar, which the signed-in frame always loads, in one chunk that a
          // page's own chunks reuse. Under minSize, the PIN guard's chunk had its own copy of the
          // icons: /user-profile and /people-chat?t=1 downloaded them twice (1.4 kB gzip).
          uiKit: {
            test: /[\\/]src[\\/]ui[\\/](icons|Avatar)\.tsx$|[\\/]contract[\\/]web-avatars\.ts$/,
            name: 'ui-kit',
            minSize: 0,
            chunks: 'async',
            priority: 30,
          },
        },
      },
    },
  },
  tools: {
    rspack: (config, { isProd, appendRules }) => {
      // The statecharts' descriptions stay out of production bundles (scripts/strip-descriptions-loader.cjs).
      if (isProd)
        appendRules({
          test: /[\\/]machines[\\/].*\.machine\.ts$/,
          enforce: 'pre',
          use: [{ loader: fileURLToPath(new URL('./scripts/strip-descriptions-loader.cjs', import.meta.url)) }],
        });
      // MapLibre GL finds its worker by an expression the bundler cannot follow; the app hands it
      // the worker's URL itself (TileMap.tsx). The warning also printed 600 kB of minified code.
      config.ignoreWarnings = [
        ...(config.ignoreWarnings ?? []),
        { module: /[\\/]maplibre-gl[\\/]/, message: /Critical dependency: the request of a dependency is an expression/ },
      ];
      config.plugins = config.plugins ?? [];
      // The chat socket uses the websocket transport only (src/realtime/chatSocket.ts): engine.io-client's
      // list of transports is replaced by src/realtime/engineTransports.ts, so its long-polling and
      // WebTransport code stay out of the bundle (issue #59).
      config.plugins.push(
        new rspack.NormalModuleReplacementPlugin(
          /^\.\/transports\/index\.js$/,
          (resource: { context: string; request: string }) => {
            if (/[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]?$/.test(resource.context))
              resource.request = fileURLToPath(new URL('./src/realtime/engineTransports.ts', import.meta.url));
          },
        ),
      );
      config.plugins.push(
        tanstackRouter({
          target: 'react',
          autoCodeSplitting: true,
          routesDirectory: './src/routes',
          generatedRouteTree: './src/routeTree.gen.ts',
        }),
      );
      return config;
    },
  },
});
