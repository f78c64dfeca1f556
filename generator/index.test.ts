import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/**
 * A resolve hook that records every module a process loads, by its URL; the process prints the list once
 * `generator/index.ts` is imported. Node 22.15 and later run it in the thread itself (`registerHooks`; Node 26
 * deprecates `register`, DEP0205); Node 20 has only `register`, whose hooks run in a thread of their own and
 * report through a port.
 */
const program = `import * as nodeModule from 'node:module'
import { MessageChannel } from 'node:worker_threads'
const index = ${JSON.stringify(new URL('./index.ts', import.meta.url).href)}
const loaded = new Set()
let generator
if (nodeModule.registerHooks) {
  nodeModule.registerHooks({
    resolve(specifier, context, next) {
      const resolved = next(specifier, context)
      loaded.add(resolved.url)
      return resolved
    },
  })
  generator = await import(index)
} else {
  const hooks = \`let port
export function initialize(data) { port = data.port }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context)
  port.postMessage(resolved.url)
  return resolved
}\`
  const { port1, port2 } = new MessageChannel()
  // Resolved last: once the hook reports it, it has reported every module before it (a port keeps order).
  const last = 'data:text/javascript,export default 1'
  const reported = new Promise((resolve) => port1.on('message', (url) => (url === last ? resolve() : loaded.add(url))))
  nodeModule.register('data:text/javascript,' + encodeURIComponent(hooks), { data: { port: port2 }, transferList: [port2] })
  generator = await import(index)
  await import(last)
  await reported
  port1.close()
}
console.log(JSON.stringify({ exports: Object.keys(generator), loaded: [...loaded] }))`

describe('generator/index.ts', () => {
  it('loads none of the heavy packages, so that the admin service starts without them', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', program], {
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.stderr).toBe('')
    const { exports, loaded } = JSON.parse(run.stdout) as { exports: string[]; loaded: string[] }
    expect(exports).toEqual(
      expect.arrayContaining(['finishBuild', 'finishParsedPage', 'readStylesheets', 'staticSite']),
    )
    // The hook saw the modules it loaded: this one's own, htmlparser2 (the page parse).
    expect(loaded.some((url) => url.endsWith('/generator/pageWriter.ts'))).toBe(true)
    expect(loaded.some((url) => url.includes('/node_modules/htmlparser2/'))).toBe(true)
    const heavy = loaded.filter((url) =>
      /\/node_modules\/(purgecss|unified|remark-[^/]+|gray-matter|feed|vike|vite|sharp)\//.test(url),
    )
    expect(heavy).toEqual([])
    for (const module of ['finishBuild', 'css', 'steps/index'])
      expect(loaded.filter((url) => url.endsWith(`/generator/${module}.ts`))).toEqual([])
  })
})
