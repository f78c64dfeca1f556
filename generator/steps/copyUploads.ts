import { existsSync } from 'node:fs'
import { copyFile, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import { uploadsDir } from '@content/loaders/locations.ts'
import { readPortfolioStore, referencedUploads, variantsOf } from '@content/loaders/portfolio.ts'
import type { BuildStep } from './BuildStep.ts'

/**
 * Copies the uploaded images the portfolio store references (and their responsive variants) into the
 * site's /uploads/, so the static site never depends on the admin service being up.
 */
export const copyUploads: BuildStep = {
  name: 'copy uploads',
  async run({ clientDir, config, log }) {
    const store = config.portfolioStore
    const data = await readPortfolioStore(store)
    const from = uploadsDir(store)
    const refs = referencedUploads(data)
    if (refs.length === 0) return
    const available = existsSync(from) ? await readdir(from) : []
    const to = path.join(clientDir, 'uploads')
    await mkdir(to, { recursive: true })
    const copied = new Set<string>()
    for (const { name, item } of refs) {
      if (!available.includes(name)) throw new Error(`${item}: the upload /uploads/${name} is missing from ${from}`)
      for (const file of [name, ...variantsOf(name, available).map((v) => v.file)]) {
        if (copied.has(file)) continue
        // Upload names are random and never reused, so a file already there (from the release a partial
        // publish started from, possibly hard-linked) is this file: leave it untouched.
        if (!existsSync(path.join(to, file))) await copyFile(path.join(from, file), path.join(to, file))
        copied.add(file)
      }
    }
    log(`Copied ${copied.size} uploaded images for ${refs.length} portfolio references into ${to}`)
  },
}
