import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const here = fileURLToPath(new URL('.', import.meta.url))

/**
 * The /admin page and the agents' /account page: two entries of one build, to admin-service/dist-web (served by
 * the admin service). /admin names its assets under /admin/assets/, /account the same files under
 * /account/assets/: the public site's host name passes /account on to the service, and never /admin.
 */
export default defineConfig({
  root: here,
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: process.env.ADMIN_WEB_OUT_DIR ?? fileURLToPath(new URL('../dist-web', import.meta.url)),
    emptyOutDir: true,
    // No inline scripts or module-preload polyfill: the page runs under script-src 'self'.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rollupOptions: { input: { admin: path.join(here, 'index.html'), account: path.join(here, 'account.html') } },
  },
  experimental: {
    renderBuiltUrl: (filename, { hostId, hostType }) =>
      hostType === 'html' && hostId === 'account.html' ? `/account/${filename}` : undefined,
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:4174', '/uploads': 'http://127.0.0.1:4174' },
  },
})
