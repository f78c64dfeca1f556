// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderIsland } from '../../tests/support/islandPage.tsx'
import type { SearchRecord } from './search/searchIndexFormat.ts'
import { SiteSearch } from './SiteSearch.tsx'

/** Each query's answer, resolved by the test when it chooses. */
const answers = new Map<string, { resolve: (records: SearchRecord[]) => void; promise: Promise<SearchRecord[]> }>()
function answerOf(query: string) {
  let entry = answers.get(query)
  if (!entry) {
    let resolve!: (records: SearchRecord[]) => void
    const promise = new Promise<SearchRecord[]>((r) => (resolve = r))
    entry = { resolve, promise }
    answers.set(query, entry)
  }
  return entry
}

vi.mock('./search/searchClient.ts', () => ({
  SearchIndex: {
    load: async () => ({
      search: async (query: string) => {
        const records = await answerOf(query).promise
        return { docs: records.map((_, i) => i), records: async () => records }
      },
    }),
  },
}))

const page = (url: string, title: string): SearchRecord => ({ url, title, description: '' })

/** Types `value` into the field as a visitor does (React listens to the input event). */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

let unmount = () => {}
afterEach(() => {
  unmount()
  answers.clear()
})

describe('SiteSearch', () => {
  it('says it is searching while the list shown still answers the previous query', async () => {
    const island = await renderIsland(<SiteSearch pageSize={10} />, () => new Response('{}'))
    unmount = island.unmount
    const input = island.container.querySelector('input')!
    const status = () => island.container.querySelector('[role="status"]')!.textContent
    const links = () => [...island.container.querySelectorAll('a')].map((a) => a.getAttribute('href'))

    answerOf('photo').resolve([page('/services/photography', 'Photography')])
    await type(input, 'photo')
    expect(status()).toBe('1 page matches “photo”.')

    await type(input, 'photog')
    // The list is still the one for "photo": the status must not count it for "photog".
    expect(links()).toEqual(['/services/photography'])
    expect(status()).toBe('Searching…')

    await act(async () =>
      answerOf('photog').resolve([page('/blog', 'Blog'), page('/services/photography', 'Photography')]),
    )
    expect(status()).toBe('2 pages match “photog”.')
    expect(links()).toEqual(['/blog', '/services/photography'])

    // Cleared, then the same query again: no "No pages match" before its answer.
    await type(input, '')
    expect(status()).toBe('Type to search every page of the site.')
    answers.delete('photog')
    await type(input, 'photog')
    expect(status()).toBe('Searching…')
  })
})
