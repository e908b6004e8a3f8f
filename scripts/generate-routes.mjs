// Writes src/routeTree.gen.ts (the rsbuild plugin does the same at build time),
// so `tsc` can run before any build.
import { Generator, getConfig } from '@tanstack/router-generator';

const config = getConfig({
  routesDirectory: './src/routes',
  generatedRouteTree: './src/routeTree.gen.ts',
  target: 'react',
});
await new Generator({ config, root: process.cwd() }).run();
