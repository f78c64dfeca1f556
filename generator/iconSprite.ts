/**
 * The site's icons (a Vite plugin): Bootstrap icons content may name (content/schemas/icons.ts), each
 * drawn by `<use href>` (templates/components/Icon.tsx) from a `<symbol>` instead of inlining its paths at
 * every use. Two places hold the symbols:
 * - the shared sprite, `/assets/icons.<hash>.svg`, holds the icons on most pages
 *   (templates/components/sharedIcons.ts: the footer's, the services', the arrows), downloaded once and kept
 *   (build assets are cached as immutable);
 * - every other icon is a symbol of the page that shows it (+onRenderHtml.tsx puts them in one hidden `<svg>`
 *   at the start of the body), so that a page does not download the icons of all the others. One sprite of
 *   every icon was 16.8 KB gz before the first page's `load`; the home page's first view now costs 4.0 KB gz
 *   of sprite and 0.3 KB gz more HTML, /services/photography's 4.0 KB gz and 2.1 KB gz more HTML. The price:
 *   a page opened second carries its own icons again (`npm run bench:bytes`: /services/photography after /
 *   15.5 -> 17.8 KB gz, the other second pages 0.1-0.6 KB gz more).
 *
 * `virtual:icon-sprite` exports the sprite's URL, named by the hash of its text so that the client and
 * server builds agree on it, and its icons' names; the client build writes the file, the dev server serves it.
 * `virtual:icon-symbols` exports each icon's symbol for a page (id `icon-<name>`, apart from the page's own
 * ids); only server code may import it: the client build refuses it.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { iconNames } from '../content/schemas/icons.ts'
import { sharedIcons } from '../templates/components/sharedIcons.ts'
import { projectRoot } from './config.ts'

const SPRITE = 'virtual:icon-sprite'
const SYMBOLS = 'virtual:icon-symbols'
const SVG_OPEN = /^\s*<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>/

/** One `<symbol>` per icon name, its id the name after `idPrefix`, its content the icon's paths. */
export function iconSymbols(names: readonly string[], idPrefix = ''): Record<string, string> {
  // The package's SVG files are read by path, never imported: knip.json names it in ignoreDependencies.
  const iconsDir = path.join(projectRoot, 'node_modules', 'bootstrap-icons', 'icons')
  const symbols: Record<string, string> = {}
  for (const name of names) {
    const svg = readFileSync(path.join(iconsDir, `${name}.svg`), 'utf8')
    const viewBox = SVG_OPEN.exec(svg)?.[1]
    if (!viewBox) throw new Error(`bootstrap-icons/icons/${name}.svg: no <svg viewBox> found`)
    const paths = svg
      .replace(SVG_OPEN, '')
      .replace(/<\/svg>\s*$/, '')
      .trim()
    symbols[name] = `<symbol id="${idPrefix}${name}" viewBox="${viewBox}">${paths.replace(/\n\s*/g, '')}</symbol>`
  }
  return symbols
}

/** The shared sprite: the symbols of `names` (ids the names) in one SVG document. */
export function iconSprite(names: readonly string[] = sharedIcons): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${Object.values(iconSymbols(names)).join('')}</svg>\n`
}

/** Serves, writes and names the sprite, and gives the server the pages' symbols (see the module comment). */
export function iconSpritePlugin(): Plugin {
  const source = iconSprite()
  const fileName = `assets/icons.${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.svg`
  const url = `/${fileName}`
  return {
    name: 'site:icon-sprite',
    resolveId: (id) => (id === SPRITE || id === SYMBOLS ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${SPRITE}`)
        return `export default ${JSON.stringify(url)}\nexport const sharedIcons = ${JSON.stringify(sharedIcons)}`
      if (id !== `\0${SYMBOLS}`) return undefined
      if (this.environment?.name === 'client')
        throw new Error(`${SYMBOLS} is for the server: every icon's paths would join a browser chunk`)
      return `export default ${JSON.stringify(iconSymbols(iconNames, 'icon-'))}`
    },
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
