/**
 * The part of Pagefind's browser API (https://pagefind.app/docs/api/) the search island uses, and where
 * the build step (generator/steps/searchIndex.ts) writes the index: both sides agree through this file.
 */

/** Folder of the index under the site root. */
export const PAGEFIND_DIR = 'pagefind'

/** Pagefind's script, loaded by the island on first use (never bundled: it is written by the build). */
const PAGEFIND_SCRIPT = `/${PAGEFIND_DIR}/pagefind.js`

/**
 * The files of Pagefind's output the island loads: the script, the entry, the WebAssembly search, the
 * metadata and the index and fragment chunks. Its web worker and UI bundles are left out.
 */
export const PAGEFIND_FILES =
  /^(pagefind\.js|pagefind-entry\.json|wasm\.[\w-]+\.pagefind|[\w.-]+\.pf_meta|(index|fragment|filter)\/[\w.-]+)$/

export interface PagefindResultData {
  url: string
  meta: { title?: string; description?: string }
}

export interface PagefindModule {
  options(options: { noWorker?: boolean; excerptLength?: number; ranking?: { pageLength?: number } }): Promise<void>
  search(term: string): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>
}

/**
 * Loads Pagefind once. It runs on the page's thread (`noWorker`): a worker would download a second
 * copy of its code for a search that takes a few milliseconds. Page length does not lower a page's rank
 * (`pageLength: 0`): here a short page is a list or a gallery, not a more focused answer; with
 * Pagefind's default, "drone" put the drone gallery and the city pages above the drone service and post.
 */
export async function loadPagefind(): Promise<PagefindModule> {
  const module = (await import(/* @vite-ignore */ PAGEFIND_SCRIPT)) as PagefindModule
  await module.options({ noWorker: true, excerptLength: 0, ranking: { pageLength: 0 } })
  return module
}
