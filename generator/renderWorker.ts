/**
 * A render thread of a full build (generator/prerender.ts): renders the routes it is sent with Vike's
 * production `renderPage()` over the build's server bundle (as partial publishes do), writes each page
 * where Vike's prerender would, and parses it. Started through renderWorkerEntry.mjs.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { serverRenderer } from './partialBuild.ts'
import { writePage, type RenderReply, type RenderRequest } from './prerender.ts'

const { outDir } = workerData as { outDir: string }
const port = parentPort!

const render = await serverRenderer(outDir)

port.on('message', async ({ routes }: RenderRequest) => {
  try {
    const pages = []
    for (const route of routes) {
      pages.push(writePage(outDir, route, await render(route)))
      port.postMessage({ type: 'page', route } satisfies RenderReply)
    }
    port.postMessage({ type: 'done', pages } satisfies RenderReply)
  } catch (error) {
    port.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    } satisfies RenderReply)
  }
})
port.postMessage({ type: 'ready' } satisfies RenderReply)
