/** The `site` command: parses flags and calls generator functions; no logic of its own. */
import path from 'node:path'
import { Command, InvalidArgumentError } from 'commander'

const port = (value: string) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('must be a port number (0-65535)')
  return n
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
  .action(async (opts: { outDir: string; store?: string; releaseDir?: string }) => {
    process.env.SITE_OUT_DIR = opts.outDir
    if (opts.store) process.env.PORTFOLIO_STORE = path.resolve(opts.store)
    const { build } = await import('./generator/build.ts')
    if (!opts.releaseDir) {
      await build()
      return
    }
    const { loadConfig } = await import('./generator/config.ts')
    const { Publisher } = await import('./publisher/Publisher.ts')
    const { ReleaseBuilder } = await import('./publisher/ReleaseBuilder.ts')
    // The admin service's code path, always as a full build; it also leaves the base of partial publishes.
    const builder = new ReleaseBuilder({
      releasesDir: path.resolve(opts.releaseDir),
      mode: 'full',
      fullBuild: async (outDir) => void (await build({ config: { ...loadConfig(), outDir } })),
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
  })

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

program.parseAsync().catch((error: unknown) => {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
