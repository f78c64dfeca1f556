/**
 * A worker thread's program that runs a TypeScript module of the project: registers tsx's loader in this
 * thread, then imports the module whose file URL is `workerData.module` (which reads the rest of
 * `workerData` itself). Node 20 applies neither the parent's module hooks nor an `--import tsx` given in a
 * worker's `execArgv` to the worker's own imports, so a `.ts` module cannot be a worker's entry directly.
 */
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.module)
