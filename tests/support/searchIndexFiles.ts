import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  FILES_DIR,
  MANIFEST_PATH,
  type SearchManifest,
  type SearchRecord,
  type Shard,
  tokenize,
} from '../../templates/islands/search/searchIndexFormat.ts'

/** The built site search index of `clientDir`, read whole (as no visitor ever does). */
export function readSearchIndex(clientDir: string) {
  const read = <T>(file: string) => JSON.parse(readFileSync(path.join(clientDir, file), 'utf8')) as T
  const manifest = read<SearchManifest>(MANIFEST_PATH)
  const records = manifest.chunks.flatMap((name) => read<SearchRecord[]>(`${FILES_DIR}/${name}`))
  const shards = Object.values(manifest.shards).map((name) => read<Shard>(`${FILES_DIR}/${name}`))
  /** URLs of the pages whose index has `word`. */
  const pagesWith = (word: string) => {
    const [term] = tokenize(word)
    return shards.flatMap((shard) => shard[term!] ?? []).map(([doc]) => records[doc]!.url)
  }
  return {
    manifest,
    records,
    pagesWith,
    /** Files in the index's folder, and the ones the manifest names. */
    files: readdirSync(path.join(clientDir, FILES_DIR)).sort(),
    named: [...manifest.chunks, ...Object.values(manifest.shards)].sort(),
  }
}
