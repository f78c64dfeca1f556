import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import { copyBuild } from '../../generator/copyBuild.ts'
import { COMPLETE_MARKER, Publisher } from '../../publisher/Publisher.ts'
import { ReleaseBuilder, sourceFingerprint } from '../../publisher/ReleaseBuilder.ts'
import { builtSiteDir } from './site.ts'

const seedDir = path.resolve('admin-service/seed')
const builders: ReleaseBuilder[] = []
afterAll(() => builders.forEach((b) => b.close()))

/**
 * A releases folder whose base is the build tests' full build, a publisher over it (partial publishes
 * only: a full build fails the test) and a store copy whose first photography title `setTitle` edits and whose
 * empty drone portfolio `fillDrone` fills.
 */
export async function releasesOverBuild() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'partial-publish-'))
  const releasesDir = path.join(tmp, 'releases')
  const store = path.join(tmp, 'portfolio.json')
  const data = JSON.parse(await readFile(path.join(seedDir, 'portfolio.json'), 'utf8'))
  const env = { ...process.env, PORTFOLIO_STORE: store, UPLOADS_DIR: path.join(seedDir, 'uploads') }
  const baseDir = path.join(releasesDir, `.base-${await sourceFingerprint(env)}`)
  await copyBuild(path.dirname(builtSiteDir), baseDir)
  await writeFile(path.join(baseDir, COMPLETE_MARKER), 'test')
  const builder = new ReleaseBuilder({
    releasesDir,
    env,
    fullBuild: async () => {
      throw new Error('a full build was not expected: the base matches the sources')
    },
  })
  builders.push(builder)
  const publisher = new Publisher({ releasesDir, build: builder.build })
  const setTitle = (title: string) => {
    data.photographyPortfolio[0].title = title
    return writeFile(store, JSON.stringify(data))
  }
  /** Gives the drone portfolio, empty in the seed, a copy of the first photography, video and 3D tour items. */
  const fillDrone = () => {
    const firsts = [data.photographyPortfolio[0], data.videoPortfolio[0], data.matterportPortfolio[0]]
    data.dronePortfolio = firsts.map((item, index) => ({ ...item, id: `drone-173190000000${index}` }))
    return writeFile(store, JSON.stringify(data))
  }
  return { releasesDir, baseDir, builder, publisher, setTitle, fillDrone }
}
