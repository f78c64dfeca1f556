import path from 'node:path'
import { dev as vikeDev } from 'vike/api'
import { projectRoot } from './config.ts'

/** `site dev`: Vite's dev server with Vike and hot reload. */
export async function dev({ port, host }: { port: number; host: string }) {
  const { viteServer } = await vikeDev({
    viteConfig: { configFile: path.join(projectRoot, 'vite.config.ts'), server: { port, host } },
  })
  await viteServer.listen()
  viteServer.printUrls()
}
