import { execFileSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** Builds the /admin page (Vite, admin-service/web) into `outDir`, as `npm run build:admin` does (for production). */
export function buildAdminPage(outDir: string): void {
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '-c', 'admin-service/web/vite.config.ts', '--logLevel', 'warn'],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production', ADMIN_WEB_OUT_DIR: outDir }, stdio: 'inherit' },
  )
}
