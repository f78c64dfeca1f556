/**
 * Compares two folders file by file (a built site with another): files only in one, and files whose bytes
 * differ, with the first differing place of text files. tests/build/optimisations.test.ts and
 * `node scripts/compare-builds.mjs <dir A> <dir B>` use it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export interface DirDifferences {
  onlyInFirst: string[]
  onlyInSecond: string[]
  /** Each file that differs, with where (text files: the first differing place, both sides). */
  differ: string[]
  /** How many files each folder holds. */
  files: [number, number]
}

const filesOf = (dir: string) =>
  new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))),
  )

const TEXT = /\.(html|xml|json|txt|css|js|mjs|svg|webmanifest)$/

export function compareDirs(a: string, b: string): DirDifferences {
  const inA = filesOf(a)
  const inB = filesOf(b)
  const differ: string[] = []
  for (const file of [...inA].filter((f) => inB.has(f)).sort()) {
    const x = readFileSync(path.join(a, file))
    const y = readFileSync(path.join(b, file))
    if (x.equals(y)) continue
    let where = ''
    if (TEXT.test(file)) {
      const xs = x.toString('utf8')
      const ys = y.toString('utf8')
      let i = 0
      while (i < xs.length && xs[i] === ys[i]) i++
      const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 40), i + 60))
      where = `: at ${i}: ${around(xs)} vs ${around(ys)}`
    }
    differ.push(`${file}${where}`)
  }
  return {
    onlyInFirst: [...inA].filter((f) => !inB.has(f)).sort(),
    onlyInSecond: [...inB].filter((f) => !inA.has(f)).sort(),
    differ,
    files: [inA.size, inB.size],
  }
}

/** The differences as lines, and a last line that counts them. */
export function describeDifferences(
  a: string,
  b: string,
  { onlyInFirst, onlyInSecond, differ, files }: DirDifferences,
) {
  return [
    ...onlyInFirst.map((f) => `only in ${a}: ${f}`),
    ...onlyInSecond.map((f) => `only in ${b}: ${f}`),
    ...differ.map((f) => `differs: ${f}`),
    `${files[0]} and ${files[1]} files: ${onlyInFirst.length} only in the first, ${onlyInSecond.length} only in the second, ${differ.length} differ`,
  ].join('\n')
}
