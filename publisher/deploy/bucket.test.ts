import { createServer, type Socket } from 'node:net'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { s3ClientFor } from './bucket.ts'

// A store that accepts connections and never answers: the request must fail, not wait for ever.
const sockets = new Set<Socket>()
const silent = createServer((socket) => {
  sockets.add(socket)
  socket.on('close', () => sockets.delete(socket))
  socket.resume()
})
let endpoint: string
beforeAll(async () => {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'key')
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret')
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(silent.address() as { port: number }).port}`
})
afterAll(async () => {
  vi.unstubAllEnvs()
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => silent.close(resolve))
})

it('fails a request whose socket stays silent, after retrying it, instead of waiting for ever', async () => {
  const client = s3ClientFor({ bucket: 'site', prefix: '', endpoint, region: 'us-east-1' }, 300)
  const connections: number[] = []
  silent.on('connection', () => connections.push(Date.now()))
  await expect(
    client.send(new ListObjectsV2Command({ Bucket: 'site' }), {}).finally(() => client.destroy()),
  ).rejects.toThrow(/timed out after 300 ms of inactivity/)
  // The standard strategy tried again (5 attempts) before giving up.
  expect(connections.length).toBeGreaterThan(1)
})
