/**
 * The program of a build's page and file threads (pageThread.ts starts them, compiled: compilePrograms.ts):
 * serves the side its `workerData` names on the port to the prerender's thread.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { makeFiles, servePages, type ThreadData } from './pageThread.ts'

if (!parentPort) throw new Error('pageThreadMain.ts runs as a worker thread (pageThread.ts)')
const { serve, parses } = workerData as ThreadData
if (serve === 'servePages') servePages(parentPort, parses)
else makeFiles(parentPort)
