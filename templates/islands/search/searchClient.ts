import {
  CHUNK_SIZE,
  FILES_DIR,
  MANIFEST_PATH,
  type Posting,
  type SearchManifest,
  type SearchRecord,
  type Shard,
  shardKey,
  tokenize,
} from './searchIndexFormat.ts'

/** BM25's term-frequency saturation and length normalisation (the usual values). */
const K1 = 1.2
const B = 0.75
/** What a query term in the page's title adds, in units of the term's idf (a body match adds at most K1 + 1). */
const TITLE_BOOST = 1
/** How much a completion of the last, still typed, term counts against the term itself. */
const PREFIX_MATCH = 0.8

export interface SearchResults {
  /** Matching document numbers, best first. */
  docs: number[]
  /** The records of documents `from` to `to` of `docs`. */
  records(from: number, to: number): Promise<SearchRecord[]>
}

/** The site search index (searchIndexFormat.ts) as the browser reads it: each file fetched once, on need. */
export class SearchIndex {
  private readonly files = new Map<string, Promise<unknown>>()

  private constructor(
    private readonly manifest: SearchManifest,
    private readonly fetcher: typeof fetch,
  ) {}

  /** Fetches the manifest (revalidated: it names the current index's files). */
  static async load(fetcher: typeof fetch = (input, init) => fetch(input, init)): Promise<SearchIndex> {
    const response = await fetcher(`/${MANIFEST_PATH}`, { cache: 'no-cache' })
    if (!response.ok) throw new Error(`/${MANIFEST_PATH}: ${response.status}`)
    return new SearchIndex((await response.json()) as SearchManifest, fetcher)
  }

  private file<T>(name: string): Promise<T> {
    let file = this.files.get(name)
    if (!file) {
      file = this.fetcher(`/${FILES_DIR}/${name}`).then((response) => {
        if (!response.ok) throw new Error(`/${FILES_DIR}/${name}: ${response.status}`)
        return response.json()
      })
      // A failed fetch is tried again by the next query.
      file.catch(() => this.files.delete(name))
      this.files.set(name, file)
    }
    return file as Promise<T>
  }

  private async shard(key: string): Promise<Shard> {
    const name = Object.hasOwn(this.manifest.shards, key) ? this.manifest.shards[key] : undefined
    return name ? this.file<Shard>(name) : {}
  }

  /**
   * Pages matching every term of `query`, ranked by BM25 with a title boost. Unless `query` ends in a
   * space the last term is still being typed, so its completions match too ("dro" finds "drone").
   */
  async search(query: string): Promise<SearchResults> {
    const terms = [...new Set(tokenize(query))]
    const typing = terms.length > 0 && !/\s$/.test(query)
    const shards = await Promise.all(terms.map((term) => this.shard(shardKey(term))))
    const { lengths } = this.manifest
    const count = lengths.length
    const averageLength = lengths.reduce((a, b) => a + b, 0) / Math.max(count, 1)
    let scores: Map<number, number> | undefined
    terms.forEach((term, i) => {
      const shard = shards[i]!
      const last = typing && i === terms.length - 1
      // The term and, while typed, its completions count as one term: their frequencies summed (a
      // completion's lowered), so a rare completion does not outweigh the word itself.
      const entries: [string, Posting[]][] = last
        ? Object.entries(shard).filter(([t]) => t.startsWith(term))
        : [[term, Object.hasOwn(shard, term) ? shard[term]! : []]]
      const found = new Map<number, { frequency: number; inTitle: boolean }>()
      for (const [word, postings] of entries) {
        const weight = word === term ? 1 : PREFIX_MATCH
        for (const [doc, frequency, inTitle] of postings) {
          const match = found.get(doc) ?? { frequency: 0, inTitle: false }
          found.set(doc, { frequency: match.frequency + weight * frequency, inTitle: match.inTitle || inTitle === 1 })
        }
      }
      const idf = Math.log(1 + (count - found.size + 0.5) / (found.size + 0.5))
      const matches = new Map<number, number>()
      for (const [doc, { frequency, inTitle }] of found) {
        // Longer pages than the average are normalised down; shorter ones are not raised: here a short
        // page is a gallery or a list, not a more focused answer.
        const norm = K1 * (1 - B + (B * Math.max(lengths[doc]!, averageLength)) / averageLength)
        matches.set(doc, idf * ((frequency * (K1 + 1)) / (frequency + norm) + (inTitle ? TITLE_BOOST : 0)))
      }
      const previous = scores
      scores = new Map()
      for (const [doc, score] of matches) {
        if (!previous) scores.set(doc, score)
        else if (previous.has(doc)) scores.set(doc, previous.get(doc)! + score)
      }
    })
    const docs = [...(scores ?? [])].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([doc]) => doc)
    return { docs, records: (from, to) => this.records(docs.slice(from, to)) }
  }

  /** The records of `docs`, fetching only their chunks. */
  private async records(docs: number[]): Promise<SearchRecord[]> {
    const chunks = await Promise.all(
      docs.map((doc) => this.file<SearchRecord[]>(this.manifest.chunks[Math.floor(doc / CHUNK_SIZE)]!)),
    )
    return docs.map((doc, i) => chunks[i]![doc % CHUNK_SIZE]!)
  }
}
