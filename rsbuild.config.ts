import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/rspack';

export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './src/main.tsx' } },
  html: {
    template: './src/index.html',
    title: 'NeuroHealth Care',
  },
  server: { port: 3000, host: 'localhost' },
  output: {
    // DIST_DIR lets a test run build beside another without sharing dist/.
    distPath: { root: process.env.DIST_DIR ?? 'dist' },
    // Source maps go to error reporting, never to the browser by default.
    sourceMap: { js: 'hidden-source-map', css: false },
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
  tools: {
    rspack: {
      plugins: [
        tanstackRouter({
          target: 'react',
          autoCodeSplitting: true,
          routesDirectory: './src/routes',
          generatedRouteTree: './src/routeTree.gen.ts',
        }),
      ],
    },
  },
});
