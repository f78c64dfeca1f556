import type { Server } from 'node:http'
import type Koa from 'koa'

/** Listens with `app` on `host:port` (0: any free port); resolves with the server and its port, rejects when taken. */
export async function listen(app: Koa, host: string, port: number): Promise<{ server: Server; port: number }> {
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(port, host, () => resolve(s))
    s.once('error', reject)
  })
  // A slow upload may take this long; a request past it is cut off.
  server.requestTimeout = 120_000
  const address = server.address()
  return { server, port: typeof address === 'object' && address ? address.port : port }
}
