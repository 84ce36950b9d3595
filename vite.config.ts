import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { aliases } from './aliases';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  resolve: { alias: aliases },
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      filename: 'service-worker.js',
      manifest: {
        name: 'Freeway Student Portal',
        short_name: 'Freeway',
        description: 'Your steps from orientation to a CDL-A and a trucking job.',
        theme_color: '#0a6b3a',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//, /^\/healthz/, /^\/readyz/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    manifest: true,
    // Every browser the portal supports preloads modules itself; the polyfill only costs start-up time.
    modulePreload: { polyfill: false },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
});
