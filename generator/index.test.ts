import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/**
 * A resolve hook (node:module register) that reports every module a process loads, by its URL, to the
 * process's own thread, which prints the list once `generator/index.ts` is imported.
 */
const program = `import { register } from 'node:module'
import { MessageChannel } from 'node:worker_threads'
const hooks = \`let port
export function initialize(data) { port = data.port }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context)
  port.postMessage(resolved.url)
  return resolved
}\`
const { port1, port2 } = new MessageChannel()
const loaded = new Set()
// Resolved last: once the hook reports it, it has reported every module before it (a port keeps order).
const last = 'data:text/javascript,export default 1'
const reported = new Promise((resolve) => port1.on('message', (url) => (url === last ? resolve() : loaded.add(url))))
register('data:text/javascript,' + encodeURIComponent(hooks), { data: { port: port2 }, transferList: [port2] })
const generator = await import(${JSON.stringify(new URL('./index.ts', import.meta.url).href)})
await import(last)
await reported
port1.close()
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
