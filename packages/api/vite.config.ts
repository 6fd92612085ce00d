import { defineConfig } from 'vite';

/**
 * Bundles the server (src/main.ts) and the workspace packages it uses into dist/main.js.
 * npm dependencies stay external and load from node_modules; the web app's server renderer
 * is loaded at run time from packages/web/dist. sharp (a dependency of adapters-storage) loads a
 * native binary next to its own files, so it stays external and is a dependency of this package too.
 */
export default defineConfig({
  ssr: { noExternal: [/^@app\/(?!web)/] },
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { external: ['sharp'], output: { entryFileNames: 'main.js' } },
  },
});
