import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { emptyPortfolio, type PortfolioData } from '../../content/portfolio/store.ts'
import { PortfolioStore } from '../../admin-service/server/portfolio/PortfolioStore.ts'
import { hashPassword } from '../../admin-service/server/auth/password.ts'
import { createApp, type AppOptions } from '../../admin-service/server/createApp.ts'

export const TEST_ORIGIN = 'http://admin.test'
export const TEST_PASSWORD = 'correct horse battery staple'
// Tests hash at a lower cost so a test run stays fast; production uses SCRYPT_COST.
const testHash = hashPassword(TEST_PASSWORD, { N: 2 ** 12, r: 8, p: 1 })

/** A supertest parser that keeps a response's body as bytes (`.buffer(true).parse(bytesBody)`): a ZIP, a film. */
export const bytesBody: Exclude<Parameters<request.Test['parse']>[0], (text: string) => unknown> = (response, done) => {
  const chunks: Buffer[] = []
  response.on('data', (chunk: Buffer) => chunks.push(chunk))
  response.on('end', () => done(null, Buffer.concat(chunks)))
}

/** An app over an in-memory store and a temp uploads dir, plus a supertest agent that can sign in. */
export async function testApp(overrides: Partial<AppOptions> & { data?: PortfolioData } = {}) {
  const store = overrides.store ?? (await PortfolioStore.inMemory(overrides.data ?? emptyPortfolio()))
  const uploadsDir = overrides.uploadsDir ?? (await mkdtemp(path.join(os.tmpdir(), 'admin-uploads-')))
  const app = createApp({
    owner: { name: 'Jordan', passwordHash: await testHash, credentialVersion: 1 },
    allowedOrigins: [TEST_ORIGIN],
    ...overrides,
    store,
    uploadsDir,
  })
  const server = app.callback()
  const agent = request.agent(server)
  /** Headers every browser-made state-changing request carries. */
  const xhr = { Origin: TEST_ORIGIN, 'X-Requested-With': 'XMLHttpRequest' }
  const signIn = async () => {
    const res = await agent.post('/api/auth/login').set(xhr).send({ password: TEST_PASSWORD })
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`)
  }
  return { app, server, store, uploadsDir, agent, xhr, signIn, request: () => request(server) }
}
