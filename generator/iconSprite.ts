/**
 * The site's icons as one SVG sprite (Vite plugin, issue 22): each Bootstrap icon content may name
 * (content/schemas/icons.ts) becomes a `<symbol id="<name>">` of `/assets/icons.<hash>.svg`, which pages
 * reference with `<use href>` (templates/components/Icon.tsx) instead of inlining every icon's paths.
 * A visitor downloads the icons once and keeps them (build assets are cached as immutable); a service
 * page used to carry 53 inline icons, about 6 KB gz of every visit to it.
 *
 * `virtual:icon-sprite` exports the sprite's URL. The name is the hash of the sprite's text, so the client
 * and server builds agree on it; the client build writes the file, the dev server serves it.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { iconNames } from '../content/schemas/icons.ts'
import { projectRoot } from './config.ts'

const MODULE = 'virtual:icon-sprite'
const SVG_OPEN = /^\s*<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>/

/** The sprite: one `<symbol>` per icon name, its id the name, its content the icon's paths. */
export function iconSprite(names: readonly string[] = iconNames): string {
  // The package's SVG files are read by path, never imported: knip.json names it in ignoreDependencies.
  const iconsDir = path.join(projectRoot, 'node_modules', 'bootstrap-icons', 'icons')
  const symbols = names.map((name) => {
    const svg = readFileSync(path.join(iconsDir, `${name}.svg`), 'utf8')
    const viewBox = SVG_OPEN.exec(svg)?.[1]
    if (!viewBox) throw new Error(`bootstrap-icons/icons/${name}.svg: no <svg viewBox> found`)
    const paths = svg
      .replace(SVG_OPEN, '')
      .replace(/<\/svg>\s*$/, '')
      .trim()
    return `<symbol id="${name}" viewBox="${viewBox}">${paths.replace(/\n\s*/g, '')}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

/** Serves, writes and names the sprite (see the module comment). */
export function iconSpritePlugin(): Plugin {
  const source = iconSprite()
  const fileName = `assets/icons.${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.svg`
  const url = `/${fileName}`
  return {
    name: 'site:icon-sprite',
    resolveId: (id) => (id === MODULE ? `\0${MODULE}` : undefined),
    load: (id) => (id === `\0${MODULE}` ? `export default ${JSON.stringify(url)}` : undefined),
    generateBundle() {
      if (this.environment.name === 'client') this.emitFile({ type: 'asset', fileName, source })
    },
    configureServer(server) {
      server.middlewares.use(url, (_request, response) => {
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(source)
      })
    },
  }
}
