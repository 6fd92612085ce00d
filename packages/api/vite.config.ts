import { defineConfig } from 'vite';

/**
 * Bundles the server (src/main.ts) and the workspace packages it uses into dist/main.js.
 * npm dependencies stay external and load from node_modules; the web app's server renderer
 * is loaded at run time from packages/web/dist.
 */
export default defineConfig({
  ssr: { noExternal: [/^@app\/(?!web)/] },
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
