import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../generator/config.ts'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * A parent (with the TypeScript loader, as the service runs) starts a child with `diesWithThisProcess`,
 * which starts a grandchild that inherits it; the grandchild writes to its stderr pipe all the time, as
 * the warm renderer did to a dead parent, and runs a worker thread; the child's main thread is then busy
 * for good, as a build's can be for seconds. Resolves with the three pids once all are running.
 */
function startTree(): Promise<{ parent: number; child: number; grandchild: number }> {
  // It is ready once a worker thread of its own runs: the preload leaves threads alone.
  const grandchild = `setInterval(() => process.stderr.write('x'), 5)
    const { Worker } = require('node:worker_threads')
    new Worker("require('node:worker_threads').parentPort.postMessage(1); setInterval(() => {}, 1000)", { eval: true })
      .once('message', () => process.send('ready')).unref()`
  const child = `
    const { spawn } = await import('node:child_process')
    const g = spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] })
    g.stderr.resume()
    // Once reported, its main thread never comes back to its event loop (a long synchronous step).
    g.once('message', () => process.send({ grandchild: g.pid }, () => { for (;;) {} }))`
  const parent = `
    const { spawn } = await import('node:child_process')
    const { diesWithThisProcess } = await import('./publisher/processLifetime.ts')
    const c = spawn(process.execPath, ['--input-type=module', '-e', ${JSON.stringify(child)}], {
      env: diesWithThisProcess(process.env), stdio: ['ignore', 'ignore', 'pipe', 'ipc'] })
    c.stderr.resume()
    c.once('message', ({ grandchild }) => console.log(JSON.stringify({ parent: process.pid, child: c.pid, grandchild })))
    setInterval(() => {}, 1000)`
  const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', parent], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    proc.stdout.once('data', (d: Buffer) => resolve(JSON.parse(String(d))))
    proc.once('exit', (code) => reject(new Error(`the parent exited with ${code}`)))
  })
}

describe('diesWithThisProcess', () => {
  it('ends a child and its own child within seconds of a kill -9 of their parent, however busy they are', async () => {
    const tree = await startTree()
    expect([tree.parent, tree.child, tree.grandchild].every(alive)).toBe(true)
    process.kill(tree.parent, 'SIGKILL')
    // They check every 200 ms; the limit allows for a loaded machine.
    const end = Date.now() + 20_000
    while ((alive(tree.child) || alive(tree.grandchild)) && Date.now() < end)
      await new Promise((r) => setTimeout(r, 50))
    const left = { child: alive(tree.child), grandchild: alive(tree.grandchild) }
    // A failure leaves no orphans behind either.
    for (const pid of [tree.child, tree.grandchild]) if (alive(pid)) process.kill(pid, 'SIGKILL')
    expect(left).toEqual({ child: false, grandchild: false })
  }, 60_000)
})
