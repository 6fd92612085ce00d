import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentStyles } from './build/mantine-component-styles.ts';
import { pageModuleKeys } from './build/page-module-keys.ts';
import { themeVariables } from './build/theme-variables.ts';
import { mantineCssVariables } from './src/app/mantine-css-variables.ts';

/**
 * Two builds from one config: the browser bundle (dist/client, with a manifest the server
 * reads to link each page's entry, CSS and chunks) and the server renderer (dist/server).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), mantineComponentStyles(), pageModuleKeys(), themeVariables(mantineCssVariables)],
  // The server inlines each page's CSS (see src/app/route-assets.ts); the router's browser code
  // reads this flag to keep that inline style through hydration.
  define: { 'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true') },
  // Bundled into the server renderer too, so only the components and icons used are loaded:
  // importing these packages whole costs over 800 ms at every server start. Mantine's add-ons must
  // share the bundled @mantine/core, or they do not find its MantineProvider.
  ssr: {
    noExternal: [
      '@app/domain',
      '@mantine/core',
      '@mantine/hooks',
      '@mantine/notifications',
      '@mantine/tiptap',
      '@tabler/icons-react',
    ],
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20' }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        target: 'es2022',
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          // The domain package runs nothing on import. Said so, a module its barrel (`@app/domain`)
          // re-exports joins the shell only when the shell uses it; otherwise every domain module
          // any page uses (validators, admin rules) would sit in the shell, re-exported to the pages.
          treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/src/') },
          output: {
            codeSplitting: {
              // Everything the entry imports statically (React, the router, Mantine's provider, the
              // route table) in one chunk: one request instead of about thirty small ones.
              groups: [{ name: 'shell', tags: ['$initial'] }],
              // A common chunk smaller than 20 kB of source is copied into each page chunk that
              // uses it rather than fetched on its own: without this, each combination of pages
              // sharing a few Mantine components got a chunk, and a page made 17 to 42 script
              // requests; with it, 5 to 7, for about the same bytes (measured with 8, 20 and 40 kB).
              experimentalInlineCommonChunks: { maxSize: 20_000 },
            },
          },
        },
      },
}));
