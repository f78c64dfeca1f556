/**
 * Body-text similarity of built pages: Jaccard similarity of word shingles (runs of `size` words) of
 * the text inside `<main>`. Used to flag pages generated from one template whose copy is too alike.
 */
import { Parser } from 'htmlparser2'

/** Visible text inside the page's `<main>` element (scripts, styles and island props excluded). */
export function mainText(html: string): string {
  const parts: string[] = []
  let mainDepth = 0
  let skipDepth = 0
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'main') mainDepth++
        if (name === 'script' || name === 'style' || name === 'template') skipDepth++
      },
      onclosetag(name) {
        if (name === 'main') mainDepth--
        if (name === 'script' || name === 'style' || name === 'template') skipDepth--
      },
      ontext(text) {
        if (mainDepth > 0 && skipDepth === 0) parts.push(text)
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

/** Lower-cased word tokens (letters, digits, and the figures' $ . % + signs). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}$%+.]+/gu)
      ?.map((w) => w.replace(/\.+$/, ''))
      .filter(Boolean) ?? []
  )
}

/** The set of runs of `size` consecutive words; a text shorter than `size` is one shingle. */
export function shingles(text: string, size = 4): Set<string> {
  const tokens = words(text)
  const result = new Set<string>()
  if (tokens.length === 0) return result
  if (tokens.length <= size) return result.add(tokens.join(' '))
  for (let i = 0; i + size <= tokens.length; i++) result.add(tokens.slice(i, i + size).join(' '))
  return result
}

/** |A ∩ B| / |A ∪ B|; two empty sets count as identical. */
export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 1
  let shared = 0
  for (const item of a) if (b.has(item)) shared++
  return shared / (a.size + b.size - shared)
}

/** Similarity (0 to 1) of two texts. */
export function textSimilarity(a: string, b: string, size = 4): number {
  return jaccard(shingles(a, size), shingles(b, size))
}

export interface SimilarPair {
  a: string
  b: string
  similarity: number
}

/** Every pair of pages whose `<main>` text similarity exceeds `threshold`, most similar first. */
export function findSimilarPages(pages: { path: string; html: string }[], threshold = 0.6, size = 4): SimilarPair[] {
  const sets = pages.map((p) => ({ path: p.path, set: shingles(mainText(p.html), size) }))
  const pairs: SimilarPair[] = []
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const similarity = jaccard(sets[i]!.set, sets[j]!.set)
      if (similarity > threshold) pairs.push({ a: sets[i]!.path, b: sets[j]!.path, similarity })
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity)
}
