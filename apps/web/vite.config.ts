import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://localhost:3000';
// Paths the Fastify server answers; everything else is the single-page app.
const proxied = ['/api', '/dev', '/saml2', '/login/saml2', '/wp-json'];

/** Names each area's lazy chunk after its feature folder (dashboard-[hash].js, not pages-[hash].js). */
function nameChunk(chunk: { name: string; facadeModuleId: string | null }): string {
  const area = chunk.facadeModuleId?.match(/features\/([^/]+)\/pages\.ts$/)?.[1];
  return `assets/${area ?? chunk.name}-[hash].js`;
}

export default defineConfig({
  plugins: [react()],
  build: {
    // Relative to the project root (apps/web): the server serves apps/web/dist.
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        chunkFileNames: nameChunk,
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            // Only the contact page's map needs Leaflet: keep it out of every other page's download.
            { name: 'leaflet', test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/, priority: 4 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server }])),
  },
});
