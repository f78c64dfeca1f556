// A worker thread starts without the TypeScript loader its parent registered (bin/site.js, tsx): register
// it here, then run the render thread (renderWorker.ts).
import { register } from 'tsx/esm/api'

register()
await import('./renderWorker.ts')
