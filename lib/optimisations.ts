/**
 * The build's optimisations, each of which can be switched off by name: `site build --without <names>`
 * (or `all`), which sets `SITE_BUILD_WITHOUT` for the build's processes and threads. Each one is there
 * for speed or memory only: a build without any of them writes the same site byte for byte, which
 * tests/build/optimisations.test.ts checks (the README of generator/ says what each one saves).
 */
export const OPTIMISATIONS = {
  'bundle-reuse': 'copy the bundles of an earlier build of the same sources (generator/bundleCache.ts)',
  'trim-reuse': 'reuse the trimmed stylesheets of an earlier build with the same style tokens (generator/trimCache.ts)',
  'parse-reuse': "take the parse of an earlier build's page of the same markup (generator/parseCache.ts)",
  'shell-parts': 'parse the navbar and footer once for every page that has them (generator/shellParts.ts)',
  'page-thread': 'parse and write the pages on a thread of their own, files made ahead on another (pageThread.ts)',
  'render-memos': 'render the footer and keyed islands once, memoise derived values (lib/memo.ts)',
  'body-apart': "keep each page's body apart while Vike injects its tags (templates/documentMarkers.ts)",
  'sass-reuse': 'reuse the compiled CSS of the Sass sheets whose sources did not change (generator/sassReuse.ts)',
  'inline-config':
    'give Vike the Vite configuration inline, not as a file it loads nine times a build (vikeWorkarounds.ts)',
  'listed-routes': "route the URLs the pages' hooks list to those pages at once (templates/routing/listedRoutes.ts)",
  'late-tier-up': "on Node 20, have V8 optimise the prerender's functions later (generator/nodeProgram.ts)",
} as const

export type Optimisation = keyof typeof OPTIMISATIONS

/** The environment variable that names the optimisations switched off. */
export const WITHOUT_ENV = 'SITE_BUILD_WITHOUT'

const isOptimisation = (name: string): name is Optimisation => Object.hasOwn(OPTIMISATIONS, name)

/**
 * The optimisations named in `value` (comma-separated, or `all`); an unknown name is an error that lists
 * the known ones.
 */
export function parseWithout(value: string | undefined): Set<Optimisation> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (names.includes('all')) return new Set(Object.keys(OPTIMISATIONS) as Optimisation[])
  const unknown = names.filter((name) => !isOptimisation(name))
  if (unknown.length > 0)
    throw new Error(
      `${WITHOUT_ENV}: no optimisation named ${unknown.join(', ')}; known: ${Object.keys(OPTIMISATIONS).join(', ')}, all`,
    )
  return new Set(names.filter(isOptimisation))
}

/** Whether `name` is on in this process (`SITE_BUILD_WITHOUT` does not name it). */
export function optimisationOn(name: Optimisation, env: Record<string, string | undefined> = processEnv()): boolean {
  return !parseWithout(env[WITHOUT_ENV]).has(name)
}

/** The process's environment, or none where there is no `process` (a browser). */
const processEnv = (): Record<string, string | undefined> =>
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {}
