import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server } from '../../../tests/support/s3Server.ts'
import { parseTarget } from '../../../publisher/deploy/bucket.ts'
import { restoreSnapshot } from '../../../publisher/backup/restoreSnapshot.ts'
import { BackupBucket } from '../../../publisher/backup/BackupBucket.ts'
import { parseManifest } from '../../../publisher/backup/manifest.ts'
import { configFromEnv, startService } from '../startService.ts'
import { startSmtpServer } from '../../../tests/support/smtpServer.ts'
import { backupAlertByMail } from './backupAlert.ts'
import { BackupScheduler } from './BackupScheduler.ts'
import type { BackupSettings } from './backupSettings.ts'

let s3: Awaited<ReturnType<typeof startS3Server>>
let root: string
beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'backups' })
  root = await mkdtemp(path.join(os.tmpdir(), 'backup-scheduler-'))
})
afterAll(async () => {
  await s3?.stop()
  await rm(root, { recursive: true, force: true })
})

const settings = (target: string, pollMs = 100): BackupSettings => ({
  target: parseTarget(target, { endpoint: s3.endpoint }),
  retention: { hours: 24, days: 30, weeks: 12 },
  secrets: false,
  pollMs,
  pruneEveryMs: 3_600_000,
})

/**
 * Resolves once `check` holds, looking every 50 ms; gives up (naming `what` and the lines `log` holds) before
 * the test's own time limit, so that the test's `finally` still stops what it started.
 */
async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  { log = [] as string[], timeoutMs = 20_000 } = {},
) {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}; the log:\n${log.join('\n')}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('BackupScheduler', () => {
  it('snapshots a change within a few poll intervals, and only when something changed', async () => {
    const dataDir = path.join(root, 'data')
    await mkdir(dataDir, { recursive: true })
    await writeFile(path.join(dataDir, 'portfolio.json'), '{"v":1}')
    const scheduler = new BackupScheduler(settings('s3://backups/changes'), dataDir)
    await scheduler.start()
    await until(() => scheduler.getStatus().lastSnapshot !== null, 'the first snapshot')
    const first = scheduler.getStatus().lastSnapshot!
    const puts = scheduler.bucket.counts.puts
    await scheduler.poke()
    expect(scheduler.bucket.counts.puts).toBe(puts) // nothing changed: nothing sent

    const writtenAt = Date.now()
    await writeFile(path.join(dataDir, 'bookings.json'), '{"bookings":[1]}')
    await until(() => scheduler.getStatus().lastSnapshot!.id !== first.id, 'a snapshot of the change')
    const recoveryMs = Date.parse(scheduler.getStatus().lastSnapshot!.takenAt) - writtenAt
    console.log(`recovery point with a 100 ms poll: ${recoveryMs} ms`)
    await scheduler.stop()

    const restored = path.join(root, 'restored')
    const bucket = new BackupBucket(scheduler.settings.target)
    await restoreSnapshot(bucket, { dataDir: restored })
    bucket.close()
    expect(await readFile(path.join(restored, 'bookings.json'), 'utf8')).toBe('{"bookings":[1]}')
    // The scheduler's own state is beside the data, never in a snapshot.
    expect(JSON.parse(await readFile(path.join(dataDir, '.backup/status.json'), 'utf8'))).toMatchObject({
      lastError: null,
    })
  })

  it('reports a failure, e-mails the owner once after 24 hours without a backup, and recovers', async () => {
    const dataDir = path.join(root, 'failing')
    await mkdir(dataDir, { recursive: true })
    await writeFile(path.join(dataDir, 'leads.json'), '{}')
    let now = new Date('2026-11-27T00:00:00Z')
    const alerts: string[] = []
    const options = { now: () => now, alert: async (m: { subject: string }) => void alerts.push(m.subject) }
    const scheduler = new BackupScheduler(settings('s3://not-yet-made/x', 60_000), dataDir, options)
    await scheduler.poke()
    expect(scheduler.getStatus()).toMatchObject({
      state: 'failed',
      failingSince: now.toISOString(),
      lastError: expect.stringContaining('not-yet-made'),
    })
    now = new Date(now.getTime() + 23 * 3_600_000)
    await scheduler.poke()
    expect(alerts).toEqual([])
    now = new Date(now.getTime() + 2 * 3_600_000)
    await scheduler.poke()
    await scheduler.poke()
    expect(alerts).toEqual(['Backups of your admin data are failing'])
    // A restart remembers that the owner was told.
    const again = new BackupScheduler(scheduler.settings, dataDir, options)
    await again.start()
    await again.poke()
    expect(alerts).toHaveLength(1)
    expect(again.getStatus().alertSentAt).not.toBeNull()

    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    await client.send(new CreateBucketCommand({ Bucket: 'not-yet-made' }))
    client.destroy()
    now = new Date(now.getTime() + 10 * 60_000) // past the retry delay
    await again.poke()
    expect(again.getStatus()).toMatchObject({ state: 'idle', failingSince: null, alertSentAt: null, lastError: null })
    await again.stop()
    scheduler.bucket.close()
  })
})

describe('the failing-backups e-mail', () => {
  it('reaches the owner over SMTP once, and is sent when the mail server is back if it was down', async () => {
    const smtp = await startSmtpServer()
    const dataDir = path.join(root, 'alerted')
    await mkdir(dataDir, { recursive: true })
    await writeFile(path.join(dataDir, 'bookings.json'), '{}')
    let now = new Date('2026-11-27T00:00:00Z')
    const alert = backupAlertByMail({
      smtpUrl: smtp.url,
      notifyTo: 'owner@example.com',
      mailFrom: null,
      autoreply: false,
      webhookUrl: null,
      webhookSecret: null,
      inboxUrl: 'http://127.0.0.1/admin',
    })
    expect(alert).toBeDefined()
    const scheduler = new BackupScheduler(settings('s3://no-such-bucket/x', 60_000), dataDir, { now: () => now, alert })
    try {
      await scheduler.poke()
      await smtp.stop()
      now = new Date(now.getTime() + 25 * 3_600_000)
      await scheduler.poke() // the mail server is down: not sent, not marked sent
      expect(scheduler.getStatus().alertSentAt).toBeNull()
      await smtp.start()
      now = new Date(now.getTime() + 10 * 60_000)
      await scheduler.poke()
      await scheduler.poke()
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]).toMatchObject({
        to: ['owner@example.com'],
        subject: 'Backups of your admin data are failing',
      })
      expect(smtp.received[0]!.text).toContain('s3://no-such-bucket/x/')
      expect(smtp.received[0]!.text).toContain('no-such-bucket')
      expect(scheduler.getStatus().alertSentAt).toBe(now.toISOString())
    } finally {
      await scheduler.stop(0)
      await smtp.stop()
    }
  })
})

describe('the service with ADMIN_BACKUP_TARGET', () => {
  it('backs up an acknowledged quote request within the recovery point, and shows the state to the owner only', async () => {
    const dataDir = path.join(root, 'service-data')
    const siteDir = path.join(root, 'site')
    await mkdir(siteDir, { recursive: true })
    const config = configFromEnv({
      ADMIN_PORT: '0',
      ADMIN_DATA_DIR: dataDir,
      ADMIN_SEED_DIR: path.join(root, 'no-seed'),
      SITE_DIR: siteDir,
      ADMIN_BACKUP_TARGET: 's3://backups/service',
      ADMIN_BACKUP_ENDPOINT: s3.endpoint,
      ADMIN_BACKUP_POLL_MS: '200',
    })
    const log: string[] = []
    const service = await startService(
      config,
      (line) => log.push(line),
      (error) => log.push(error.message),
    )
    try {
      const base = `http://127.0.0.1:${service.port}`
      expect((await fetch(`${base}/api/backup/status`)).status).toBe(401)
      const res = await fetch(`${base}/api/leads`, {
        method: 'POST',
        headers: { Origin: base, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Priya Shah',
          email: 'priya@example.com',
          services: ['drone'],
          consent: true,
          website: '',
          fillMs: 12_000,
        }),
      })
      expect(res.status).toBe(201)
      const ackedAt = Date.now()
      const { id } = (await res.json()) as { id: string }
      // The store is written before the 201, so a snapshot whose scan began a moment before this line can
      // already hold the request: wait for the newest snapshot's leads.json to name it.
      const bucket = new BackupBucket(config.backup!.target)
      const restored = path.join(root, 'service-restored')
      await until(
        async () => {
          const newest = (await bucket.list()).snapshots.at(-1)
          if (newest === undefined) return false
          const manifest = parseManifest(newest, await bucket.getManifest(newest))
          const leads = manifest.files.find((f) => f.path === 'leads.json')
          if (!leads) return false
          const chunks: Buffer[] = []
          for await (const chunk of await bucket.getObject(leads.sha256)) chunks.push(chunk)
          return Buffer.concat(chunks).toString('utf8').includes(id)
        },
        'a snapshot holding the request',
        { log, timeoutMs: 60_000 }, // a stalled request to the store is retried after 30 s of silence
      )
      console.log(`quote request in a snapshot ${Date.now() - ackedAt} ms after its 201 (poll 200 ms)`)
      await restoreSnapshot(bucket, { dataDir: restored })
      bucket.close()
      expect(await readFile(path.join(restored, 'leads.json'), 'utf8')).toContain(id)
    } finally {
      await service.stop()
    }
  }, 90_000)
})
