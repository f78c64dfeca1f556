import type { AddressInfo } from 'node:net'
import path from 'node:path'
import Koa from 'koa'
import { projectRoot } from './config.ts'
import { logServerError, staticSite } from './staticSite.ts'

export interface PreviewServer {
  url: string
  close(): Promise<void>
}

/** `site preview`: serves a built site on host:port (0 picks a free port). */
export async function preview({ root = 'dist/client', port = 4173, host = '127.0.0.1' } = {}): Promise<PreviewServer> {
  const app = new Koa()
  app.on('error', logServerError)
  for (const middleware of staticSite(path.resolve(projectRoot, root))) app.use(middleware)
  const server = app.listen(port, host)
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject))
  const address = server.address() as AddressInfo
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
