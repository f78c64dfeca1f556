import path from 'node:path'
import { dev as vikeDev } from 'vike/api'
import { projectRoot } from './config.ts'

/** `site dev`: Vite's dev server with Vike and hot reload. */
export async function dev({ port, host }: { port: number; host: string }) {
  // Vike's dev() starts listening itself; listening again failed with ERR_SERVER_ALREADY_LISTEN.
  const { viteServer } = await vikeDev({
    viteConfig: { configFile: path.join(projectRoot, 'vite.config.ts'), server: { port, host } },
  })
  viteServer.printUrls()
}
