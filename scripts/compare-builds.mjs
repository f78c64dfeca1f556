#!/usr/bin/env node
// Compares two built sites file by file and prints what differs: files only in one, and files whose
// bytes differ (with the first differing line of text files). Exits 1 when they differ.
//   node scripts/compare-builds.mjs <dir A> <dir B>
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const [a, b] = process.argv.slice(2)
if (!a || !b) {
  console.error('usage: node scripts/compare-builds.mjs <built site A> <built site B>')
  process.exit(2)
}

const filesOf = (dir) =>
  new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name))),
  )

const inA = filesOf(a)
const inB = filesOf(b)
const onlyA = [...inA].filter((f) => !inB.has(f)).sort()
const onlyB = [...inB].filter((f) => !inA.has(f)).sort()
const changed = []
for (const file of [...inA].filter((f) => inB.has(f)).sort()) {
  const x = readFileSync(path.join(a, file))
  const y = readFileSync(path.join(b, file))
  if (x.equals(y)) continue
  let where = ''
  if (/\.(html|xml|json|txt|css|js|mjs)$/.test(file)) {
    const xs = x.toString('utf8')
    const ys = y.toString('utf8')
    let i = 0
    while (i < xs.length && xs[i] === ys[i]) i++
    where = `: at ${i}: ${JSON.stringify(xs.slice(Math.max(0, i - 40), i + 60))} vs ${JSON.stringify(ys.slice(Math.max(0, i - 40), i + 60))}`
  }
  changed.push(`${file}${where}`)
}
for (const f of onlyA) console.log(`only in ${a}: ${f}`)
for (const f of onlyB) console.log(`only in ${b}: ${f}`)
for (const f of changed) console.log(`differs: ${f}`)
console.log(
  `\n${inA.size} and ${inB.size} files: ${onlyA.length} only in the first, ${onlyB.length} only in the second, ${changed.length} differ`,
)
process.exit(onlyA.length + onlyB.length + changed.length > 0 ? 1 : 0)
