/** The `site` command: parses flags and calls generator functions; no logic of its own. */
import path from 'node:path'
import { Command, InvalidArgumentError } from 'commander'
import type { CommandFailure } from './generator/messages.ts'
import { OPTIMISATIONS, parseWithout, type Optimisation } from './lib/optimisations.ts'

const port = (value: string) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('must be a port number (0-65535)')
  return n
}

const optimisations = (value: string) => {
  try {
    return [...parseWithout(value)]
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message)
  }
}

const program = new Command('site').description('Build, preview and develop the Northframe Media website')

program
  .command('build')
  .description('Render every route to static HTML in dist/client (Vite build + Vike prerender)')
  .option('--out-dir <dir>', 'output folder (the site is written to <dir>/client)', process.env.SITE_OUT_DIR ?? 'dist')
  .option('--store <file>', 'portfolio store (admin service JSON file) to build portfolio pages from')
  .option(
    '--release-dir <dir>',
    'publish atomically: build into a new release under <dir> and switch <dir>/current to it',
  )
  .option('--timings', "print each phase's time and each memo's hits and misses")
  .option(
    '--without <names>',
    `switch optimisations off (comma-separated, or all): ${Object.keys(OPTIMISATIONS).join(', ')}`,
    optimisations,
  )
  .action(
    async (opts: {
      outDir: string
      store?: string
      releaseDir?: string
      timings?: boolean
      without?: Optimisation[]
    }) => {
      process.env.SITE_OUT_DIR = opts.outDir
      if (opts.store) process.env.PORTFOLIO_STORE = path.resolve(opts.store)
      const { build } = await import('./generator/build.ts')
      const options = { timings: opts.timings, without: opts.without }
      if (!opts.releaseDir) {
        await build(options)
        return
      }
      const { loadConfig } = await import('./generator/config.ts')
      const { Publisher } = await import('./publisher/Publisher.ts')
      const { ReleaseBuilder } = await import('./publisher/ReleaseBuilder.ts')
      // The admin service's code path, always as a full build; it also leaves the base of partial publishes.
      const builder = new ReleaseBuilder({
        releasesDir: path.resolve(opts.releaseDir),
        mode: 'full',
        fullBuild: async (outDir, _signal, _env, onProgress) =>
          void (await build({ ...options, config: { ...loadConfig(), outDir }, onProgress })),
        log: console.log,
      })
      const publisher = new Publisher({
        releasesDir: path.resolve(opts.releaseDir),
        build: builder.build,
        log: console.log,
      })
      try {
        await publisher.publishNow()
      } finally {
        await publisher.stop()
      }
    },
  )

program
  .command('preview')
  .description('Serve the built site from dist/client (clean URLs, 404 page, compression, caching)')
  .option('-p, --port <port>', 'port to listen on', port, 4173)
  .option('-H, --host <host>', 'address to bind', '127.0.0.1')
  .option('--dir <dir>', 'folder to serve', 'dist/client')
  .action(async (opts: { port: number; host: string; dir: string }) => {
    const { preview } = await import('./generator/preview.ts')
    const server = await preview({ root: opts.dir, port: opts.port, host: opts.host })
    console.log(`Serving ${opts.dir} at ${server.url}`)
  })

program
  .command('dev')
  .description('Start the Vite/Vike development server with hot reload')
  .option('-p, --port <port>', 'port to listen on', port, 3000)
  .option('-H, --host <host>', 'address to bind', '127.0.0.1')
  .action(async (opts: { port: number; host: string }) => {
    const { dev } = await import('./generator/dev.ts')
    await dev(opts)
  })

program
  .command('check')
  .description('Check a built site: internal links resolve, every page has its head metadata, no duplicates')
  .option('--dir <dir>', 'built site to check', 'dist/client')
  .action(async (opts: { dir: string }) => {
    const { checkSite, formatOffenders } = await import('./generator/check.ts')
    const offenders = await checkSite(opts.dir)
    if (offenders.length > 0)
      throw new Error(`site check found ${offenders.length} problem(s):\n${formatOffenders(offenders)}`)
    console.log(`site check: ${opts.dir} passes`)
  })

const positive = (value: string) => {
  const n = Number(value)
  if (!Number.isFinite(n) || n < 0) throw new InvalidArgumentError('must be a number, 0 or more')
  return n
}

program
  .command('deploy')
  .description(
    'Upload a built site to S3-compatible object storage (AWS S3, Cloudflare R2, MinIO...): only what changed, ' +
      'assets before pages, old files deleted after a grace period; then purge the CDN of the changed pages',
  )
  .option(
    '--target <url>',
    'where to: s3://<bucket>[/<prefix>] (default $SITE_DEPLOY_TARGET)',
    process.env.SITE_DEPLOY_TARGET,
  )
  .option(
    '--endpoint <url>',
    'S3-compatible endpoint, for storage other than AWS S3 (default $SITE_DEPLOY_ENDPOINT)',
    process.env.SITE_DEPLOY_ENDPOINT,
  )
  .option('--region <region>', 'storage region (default $AWS_REGION; "auto" with an endpoint)')
  .option('--from <dir>', 'the built site, or a release folder holding client/', 'dist/client')
  .option('--dry-run', 'print what would be uploaded and deleted, change nothing')
  .option('--grace <hours>', 'keep files the replaced releases need this long', positive, 24)
  .option('--concurrency <n>', 'uploads at a time', positive, 8)
  .option(
    '--purge-url <url>',
    'after the deploy, POST {"files": [...]} of the changed pages here (Cloudflare purge_cache; token from $SITE_DEPLOY_PURGE_TOKEN)',
    process.env.SITE_DEPLOY_PURGE_URL,
  )
  .option(
    '--cloudfront-distribution <id>',
    'after the deploy, invalidate the changed pages in this CloudFront distribution',
    process.env.SITE_DEPLOY_CLOUDFRONT_ID,
  )
  .action(
    async (opts: {
      target?: string
      endpoint?: string
      region?: string
      from: string
      dryRun?: boolean
      grace: number
      concurrency: number
      purgeUrl?: string
      cloudfrontDistribution?: string
    }) => {
      if (!opts.target) throw new Error('site deploy needs --target s3://<bucket>[/<prefix>] (or SITE_DEPLOY_TARGET)')
      const { deploySite, describeSummary, siteDirOf } = await import('./publisher/deploy/deploySite.ts')
      const { parseTarget } = await import('./publisher/deploy/bucket.ts')
      const { loadConfig } = await import('./generator/config.ts')
      const summary = await deploySite({
        siteDir: await siteDirOf(opts.from),
        target: parseTarget(opts.target, { endpoint: opts.endpoint, region: opts.region }),
        dryRun: opts.dryRun,
        graceMs: opts.grace * 3_600_000,
        concurrency: Math.max(1, Math.floor(opts.concurrency)),
        purge:
          opts.purgeUrl || opts.cloudfrontDistribution
            ? {
                url: opts.purgeUrl,
                token: process.env.SITE_DEPLOY_PURGE_TOKEN,
                siteOrigin: loadConfig().public.siteOrigin,
                cloudFrontDistribution: opts.cloudfrontDistribution,
              }
            : undefined,
        log: console.log,
      })
      console.log(describeSummary(summary))
    },
  )

/** A backup target from `--target`/`--from` and `--endpoint`, or the ADMIN_BACKUP_* settings. */
async function backupBucket(opts: { target?: string; endpoint?: string; region?: string }, flag = '--target') {
  const url = opts.target ?? process.env.ADMIN_BACKUP_TARGET
  if (!url) throw new Error(`needs ${flag} s3://<bucket>[/<prefix>] (or ADMIN_BACKUP_TARGET)`)
  const { parseTarget } = await import('./publisher/deploy/bucket.ts')
  const { BackupBucket } = await import('./publisher/backup/BackupBucket.ts')
  const endpoint = opts.endpoint ?? process.env.ADMIN_BACKUP_ENDPOINT
  const region = opts.region ?? process.env.ADMIN_BACKUP_REGION
  return new BackupBucket(parseTarget(url, { endpoint, region }, 'Backup target'))
}

const backup = program
  .command('backup')
  .description(
    "Backups of the admin service's data folder in S3-compatible storage (admin-service/server/backup/README.md)",
  )

backup
  .command('check')
  .description("verify a backup target: every snapshot's objects exist and hash to their names; exit 1 on a problem")
  .option('--target <url>', 's3://<bucket>[/<prefix>] (default $ADMIN_BACKUP_TARGET)')
  .option('--endpoint <url>', 'S3-compatible endpoint (default $ADMIN_BACKUP_ENDPOINT)')
  .option('--region <region>', 'storage region (default $ADMIN_BACKUP_REGION or $AWS_REGION)')
  .option('--no-read-data', 'check that objects exist with the right size, without downloading them')
  .action(async (opts: { target?: string; endpoint?: string; region?: string; readData: boolean }) => {
    const bucket = await backupBucket(opts)
    const { checkBackups, describeCheck } = await import('./publisher/backup/checkBackups.ts')
    const report = await checkBackups(bucket, { readData: opts.readData })
    bucket.close()
    console.log(describeCheck(report, bucket.name))
    if (report.problems.length) process.exitCode = 1
  })

backup
  .command('list')
  .description('list the snapshots of a backup target, oldest first')
  .option('--target <url>', 's3://<bucket>[/<prefix>] (default $ADMIN_BACKUP_TARGET)')
  .option('--endpoint <url>', 'S3-compatible endpoint (default $ADMIN_BACKUP_ENDPOINT)')
  .option('--region <region>', 'storage region (default $ADMIN_BACKUP_REGION or $AWS_REGION)')
  .action(async (opts: { target?: string; endpoint?: string; region?: string }) => {
    const bucket = await backupBucket(opts)
    const { timeOfId } = await import('./publisher/backup/manifest.ts')
    const { snapshots, objects } = await bucket.list()
    bucket.close()
    for (const id of snapshots) console.log(`${timeOfId(id).toISOString()}  ${id}`)
    const bytes = [...objects.values()].reduce((sum, o) => sum + o.size, 0)
    console.log(`${snapshots.length} snapshots, ${objects.size} objects, ${(bytes / 1e6).toFixed(1)} MB`)
  })

backup
  .command('now')
  .description('take one snapshot of a data folder now (the admin service does this by itself after changes)')
  .option('--target <url>', 's3://<bucket>[/<prefix>] (default $ADMIN_BACKUP_TARGET)')
  .option('--endpoint <url>', 'S3-compatible endpoint (default $ADMIN_BACKUP_ENDPOINT)')
  .option('--region <region>', 'storage region (default $ADMIN_BACKUP_REGION or $AWS_REGION)')
  .option('--data-dir <dir>', 'the data folder (default $ADMIN_DATA_DIR or admin-service/data)')
  .option('--include-secrets', "also back up the owner's password hash and session keys")
  .action(
    async (opts: {
      target?: string
      endpoint?: string
      region?: string
      dataDir?: string
      includeSecrets?: boolean
    }) => {
      const bucket = await backupBucket(opts)
      const { SnapshotWriter } = await import('./publisher/backup/takeSnapshot.ts')
      const dataDir = opts.dataDir ?? process.env.ADMIN_DATA_DIR ?? 'admin-service/data'
      const result = await new SnapshotWriter(bucket, { dataDir, secrets: opts.includeSecrets }).snapshot()
      bucket.close()
      console.log(
        `Snapshot ${result.manifest.id}: ${result.files} files, ${(result.bytes / 1e6).toFixed(1)} MB; ` +
          `uploaded ${result.uploadedObjects} objects, ${(result.uploadedBytes / 1e6).toFixed(1)} MB`,
      )
    },
  )

program
  .command('restore')
  .description(
    'rebuild a data folder from the newest backup snapshot at or before --at; refuses a folder in use ' +
      'or one that is not empty unless --force',
  )
  .option('--from <url>', 's3://<bucket>[/<prefix>] (default $ADMIN_BACKUP_TARGET)')
  .option('--endpoint <url>', 'S3-compatible endpoint (default $ADMIN_BACKUP_ENDPOINT)')
  .option('--region <region>', 'storage region (default $ADMIN_BACKUP_REGION or $AWS_REGION)')
  .option('--at <time>', 'a point in time, e.g. 2026-11-27T01:30:00Z (default: the newest snapshot)')
  .requiredOption('--data-dir <dir>', 'the data folder to rebuild')
  .option('--force', 'replace what the folder holds')
  .action(
    async (opts: {
      from?: string
      endpoint?: string
      region?: string
      at?: string
      dataDir: string
      force?: boolean
    }) => {
      const at = opts.at === undefined ? undefined : new Date(opts.at)
      if (at && Number.isNaN(at.getTime()))
        throw new Error(`--at must be a time such as 2026-11-27T01:30:00Z, got "${opts.at}"`)
      const bucket = await backupBucket({ ...opts, target: opts.from }, '--from')
      const { restoreSnapshot } = await import('./publisher/backup/restoreSnapshot.ts')
      try {
        await restoreSnapshot(bucket, { dataDir: opts.dataDir, at, force: opts.force, log: console.log })
      } finally {
        bucket.close()
      }
    },
  )

program.parseAsync().catch(async (error: unknown) => {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`)
  // A parent with an IPC channel (the publisher's full builds) gets the error as it was thrown.
  if (process.send) {
    const { serializeError } = await import('./generator/messages.ts')
    const failure: CommandFailure = { error: serializeError(error) }
    await new Promise((sent) => process.send?.(failure, undefined, {}, sent))
  }
  process.exit(1)
})
