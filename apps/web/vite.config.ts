import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

/** The server answers `/display` with the player page; the dev server does the same. */
function playerRoute(): Plugin {
  return {
    name: 'foyer-player-route',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === '/display' || req.url?.startsWith('/display?')) {
          req.url = req.url.replace('/display', '/display.html');
        }
        next();
      });
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), playerRoute()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        display: fileURLToPath(new URL('./display.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
});
