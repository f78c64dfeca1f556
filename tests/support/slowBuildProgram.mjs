// Test support: a full build's stand-in run as a build process (generator/nodeProgram.ts starts it; plain
// Node, which starts in a fraction of tsx's time on a busy machine). It speaks a build process's messages
// (generator/buildProgress.ts, generator/messages.ts): it takes `steps` steps of `stepMs` each and reports
// every fifth, the first half as images encoded and the rest as pages rendered, then writes a two-page site
// into `<outDir>/client` and answers.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

const { outDir, steps, stepMs } = JSON.parse(process.argv[2])
const half = Math.floor(steps / 2)
for (let step = 1; step <= steps; step++) {
  await new Promise((resolve) => setTimeout(resolve, stepMs))
  if (step % 5 === 0)
    process.send({ progress: step <= half ? { stage: 'images', done: step } : { stage: 'pages', done: step - half } })
}
await mkdir(path.join(outDir, 'client'), { recursive: true })
for (const page of ['index.html', '404.html']) await writeFile(path.join(outDir, 'client', page), page)
process.send({ ok: null })
