import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The contracts package is declarations only (schemas, codes, messages): telling the bundler so lets
// it drop zod and the schemas from the login bundle when a page only needs a header name.
function contractsWithoutSideEffects(): Plugin {
  return {
    name: 'campusflow-contracts-side-effect-free',
    transform(code, id) {
      if (id.includes('/packages/contracts/src/')) return { code, map: null, moduleSideEffects: false };
      return null;
    },
  };
}

// The app is served by the API server under PUBLIC_PATH (/app/); hash routing keeps deep links
// working without server-side rewrites. VITE_ROUTER=history switches to history mode.
export default defineConfig({
  base: './',
  plugins: [react(), contractsWithoutSideEffects()],
  build: { outDir: 'dist', target: 'es2020', sourcemap: false, chunkSizeWarningLimit: 600 },
  server: { proxy: { '/qzbps': 'http://127.0.0.1:8080' } },
});
