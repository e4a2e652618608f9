import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The contracts package is declarations only (schemas, codes, messages): telling the bundler so lets
// it drop zod and the schemas from the login bundle when a page only needs a header name.
function contractsWithoutSideEffects(): Plugin {
  return {
    name: 'campusflow-contracts-side-effect-free',
    transform(code, id) {
      if (id.includes('/packages/contracts/src/')) return { code, map: null, moduleSideEffects: false };
      // antd-mobile declares its barrel side-effectful only for `import './global'`, which main.tsx
      // imports itself; otherwise the barrel drags overlay code into the login bundle.
      if (/[\\/]antd-mobile[\\/]es[\\/]index\.js$/.test(id)) return { code, map: null, moduleSideEffects: false };
      return null;
    },
  };
}

const overlayModules =
  /node_modules[\\/](@react-spring|@use-gesture|antd-mobile[\\/]es[\\/]components[\\/](mask|popup|toast|dialog|center-popup|auto-center|modal|action-sheet))[\\/]/;

// The app is served by the API server under PUBLIC_PATH (/app/); hash routing keeps deep links
// working without server-side rewrites. VITE_ROUTER=history switches to history mode.
export default defineConfig({
  base: './',
  plugins: [react(), contractsWithoutSideEffects()],
  build: {
    outDir: 'dist',
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          // Overlays and their animation library are used by lazy pages and toasts only; left to the
          // default grouping they shared a chunk with small helpers the login page needs (+26 KB gzip).
          groups: [{ name: 'overlays', test: overlayModules }],
        },
      },
    },
  },
  server: { proxy: { '/qzbps': 'http://127.0.0.1:8080' } },
});
