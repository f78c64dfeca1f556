import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTarget } from '../../../publisher/deploy/bucket.ts'
import { SiteDeployer } from '../../../publisher/deploy/SiteDeployer.ts'
import { Publisher } from '../../../publisher/Publisher.ts'
import { fakeBuild } from '../../../tests/support/fakeBuild.ts'
import { startS3Server } from '../../../tests/support/s3Server.ts'
import { testApp } from '../../../tests/support/testApp.ts'

let s3: Awaited<ReturnType<typeof startS3Server>>
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(() => s3.stop())

let ids = 0
const item = () => ({
  id: `item-${++ids}`,
  title: 'Lakeshore loft',
  description: 'Bright corner unit',
  type: 'image',
  src: '/uploads/lakeshore-loft.jpg',
  alt: 'Corner unit living room with floor-to-ceiling windows',
})

/** An app whose releases (a fake build naming each) are deployed to `endpoint` under `prefix`. */
async function deployingApp(prefix: string, endpoint = s3.endpoint) {
  const fake = fakeBuild({ ms: 10 })
  const deployer = new SiteDeployer({ target: parseTarget(`s3://site/${prefix}`, { endpoint }) })
  const publisher = new Publisher({
    releasesDir: await mkdtemp(path.join(os.tmpdir(), 'admin-deploy-')),
    build: fake.build,
    debounceMs: 20,
    onLive: (release, siteDir) => deployer.request(release, siteDir),
  })
  const app = await testApp({ siteDir: () => publisher.siteDir, publisher, deployer })
  await writeFile(path.join(app.uploadsDir, 'lakeshore-loft.jpg'), 'x')
  app.store.onChange(() => publisher.schedule())
  await app.signIn()
  /** One edit, published and deployed. */
  const edit = async () => {
    await app.agent.post('/api/portfolio/photography').set(app.xhr).send(item()).expect(201)
    await publisher.whenIdle()
    await deployer.whenIdle()
  }
  return { ...app, publisher, deployer, edit }
}

describe('deploying each release from the admin service', () => {
  it('deploys every publish, and a rollback from /admin makes the bucket serve the previous release', async () => {
    const { agent, xhr, deployer, edit } = await deployingApp('rollback')
    await edit()
    await edit()
    expect(await s3.read('rollback/index.html')).toBe('build 2')
    const status = (await agent.get('/api/publish/status').expect(200)).body
    expect(status.deploy).toMatchObject({ target: 's3://site/rollback/', state: 'idle', lastError: null })
    expect(status.deploy.deployed).toBe(status.current)

    const back = (await agent.post('/api/publish/rollback').set(xhr).expect(200)).body.status
    await deployer.whenIdle()
    expect(await s3.read('rollback/index.html')).toBe('build 1')
    expect((await agent.get('/api/publish/status')).body.deploy).toMatchObject({
      state: 'idle',
      deployed: back.current,
    })
  })

  it('reports a failed deploy, keeps the local release live, and retries on request', async () => {
    const { agent, xhr, request, deployer, edit } = await deployingApp('failing', 'http://127.0.0.1:9')
    await edit()
    expect((await request().get('/')).text).toBe('build 1')
    const failed = (await agent.get('/api/publish/status')).body
    expect(failed.state).toBe('idle')
    expect(failed.deploy).toMatchObject({ state: 'failed', deployed: null })
    expect(failed.deploy.lastError).toBe(
      'Deploy to s3://site/failing/ failed: cannot reach http://127.0.0.1:9 (ECONNREFUSED)',
    )

    const retry = await agent.post('/api/publish/deploy').set(xhr).expect(202)
    expect(retry.body.status.deploy.state).toBe('deploying')
    await deployer.whenIdle()
    expect((await agent.get('/api/publish/status')).body.deploy.state).toBe('failed')
  })

  it('answers 409 to a deploy retry when no deploy target is set', async () => {
    const { agent, xhr, signIn } = await testApp({
      publisher: new Publisher({
        releasesDir: await mkdtemp(path.join(os.tmpdir(), 'admin-nodeploy-')),
        build: fakeBuild().build,
      }),
    })
    await signIn()
    expect((await agent.get('/api/publish/status')).body.deploy).toBeNull()
    const res = await agent.post('/api/publish/deploy').set(xhr).expect(409)
    expect(res.body.error).toMatch(/ADMIN_DEPLOY_TARGET/)
  })
})
