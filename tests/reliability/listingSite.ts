/**
 * The site build the listing tests publish over: the build tests' one when there is one, else a build of
 * our own (a full `site build`, minutes on a loaded machine), and a releases folder whose base is a copy of it.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { copyBuild } from '../../generator/copyBuild.ts'
import { COMPLETE_MARKER } from '../../publisher/Publisher.ts'
import { sourceFingerprint } from '../../publisher/ReleaseBuilder.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** The folder of a production build of today's site, made once if the build tests have not made one. */
export function listingSiteBuild(): string {
  const built = path.resolve(root, '.cache/test-dist')
  if (existsSync(path.join(built, 'client', 'index.html'))) return built
  const own = path.join(root, '.cache', 'reliability', 'listing-site')
  if (existsSync(path.join(own, 'client', 'index.html'))) return own
  // Test files run side by side and may each find no build: each builds into a folder of its own and renames
  // it into place, so that no file ever copies from a folder another file's build is still writing.
  const mine = `${own}.${process.pid}-${randomBytes(4).toString('hex')}`
  execFileSync(process.execPath, [path.join(root, 'bin/site.js'), 'build', '--out-dir', mine], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  try {
    renameSync(mine, own)
  } catch {
    // Another file's build is in place (a folder without a site is what an older, unrenamed build left).
    if (!existsSync(path.join(own, 'client', 'index.html'))) {
      rmSync(own, { recursive: true, force: true })
      renameSync(mine, own)
    } else rmSync(mine, { recursive: true, force: true })
  }
  return own
}

/** Makes `releasesDir` start from `siteBuild` as its complete base, as main.ts finds it after a first build. */
export async function releasesOver(siteBuild: string, releasesDir: string): Promise<void> {
  const env = { ...process.env, NODE_ENV: 'production' }
  const baseDir = path.join(releasesDir, `.base-${await sourceFingerprint(env)}`)
  await copyBuild(siteBuild, baseDir)
  await writeFile(path.join(baseDir, COMPLETE_MARKER), 'reliability')
}
