import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { SearchIndex } from './search/searchClient.ts'
import type { SearchRecord } from './search/searchIndexFormat.ts'

export interface SiteSearchProps {
  /**
   * Results listed at first and added by each "Show more results" (their records are fetched in chunks of
   * the index as they are shown).
   */
  pageSize: number
}

type Status = 'idle' | 'loading' | 'ready' | 'error'

type Results = { term: string; hits: SearchRecord[]; total: number }
const NO_RESULTS: Results = { term: '', hits: [], total: 0 }

/**
 * Site search over the build-time index (search/searchIndexFormat.ts: its manifest fetched on first use,
 * then only the shards of the query's terms and the records of the results shown). Reads and updates `?q=`; without JavaScript the form still submits to /search.
 * Arrow keys move between the field and the results.
 */
export function SiteSearch({ pageSize }: SiteSearchProps) {
  const [query, setQuery] = useState('')
  const [status, setStatus] = useState<Status>('idle')
  /**
   * The results shown and the query they answer (`term`): while a newer query is searched, the list shown
   * is the previous query's. `total` counts every match; `hits` holds the first `limit` of them.
   */
  const [results, setResults] = useState<Results>(NO_RESULTS)
  const { term: hitsTerm, hits, total } = results
  const [limit, setLimit] = useState(pageSize)
  const index = useRef<Promise<SearchIndex> | null>(null)
  const list = useRef<HTMLOListElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()

  const loadIndex = () => {
    if (!index.current) {
      setStatus('loading')
      index.current = SearchIndex.load()
      index.current.then(
        () => setStatus('ready'),
        () => setStatus('error'),
      )
    }
    return index.current
  }

  useEffect(() => {
    const initial = new URLSearchParams(location.search).get('q') ?? ''
    if (initial) {
      setQuery(initial)
      void loadIndex()
    }
  }, [])

  useEffect(() => {
    const term = query.trim()
    if (!term || status !== 'ready') {
      setResults(NO_RESULTS)
      return
    }
    let current = true
    void loadIndex()
      .then(async (searchIndex) => {
        const found = await searchIndex.search(query)
        const records = await found.records(0, limit)
        if (!current) return
        setResults({ term, hits: records, total: found.docs.length })
      })
      .catch(() => {
        if (current) setStatus('error')
      })
    return () => {
      current = false
    }
  }, [query, status, limit])

  const onChange = (value: string) => {
    setQuery(value)
    setLimit(pageSize)
    void loadIndex()
    const url = new URL(location.href)
    if (value) url.searchParams.set('q', value)
    else url.searchParams.delete('q')
    history.replaceState(history.state, '', url)
  }

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const all = links()
    const at = all.indexOf(document.activeElement as HTMLAnchorElement)
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1
    if (all.length === 0 || (at === -1 && event.key === 'ArrowUp')) return
    event.preventDefault()
    if (next < 0) input.current?.focus()
    else all[Math.min(next, all.length - 1)]?.focus()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    links()[0]?.focus()
  }

  const term = query.trim()
  const message =
    status === 'error'
      ? 'Search is unavailable right now. Please try again later.'
      : !term
        ? 'Type to search every page of the site.'
        : status !== 'ready'
          ? 'Loading search…'
          : hitsTerm !== term
            ? 'Searching…'
            : hits.length === 0
              ? `No pages match “${term}”.`
              : `${total} ${total === 1 ? 'page matches' : 'pages match'} “${term}”.`

  return (
    <div onKeyDown={onKeyDown}>
      <form role="search" action="/search" method="get" onSubmit={onSubmit}>
        <label htmlFor={`${id}-q`} className="form-label">
          Search the site
        </label>
        <input
          ref={input}
          id={`${id}-q`}
          className="form-control form-control-lg"
          type="search"
          name="q"
          value={query}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => void loadIndex()}
          autoComplete="off"
          aria-describedby={`${id}-status`}
          placeholder="Services, areas, articles..."
        />
      </form>
      <p id={`${id}-status`} role="status" className="mt-3 mb-2 text-body-secondary">
        {message}
      </p>
      <ol ref={list} hidden={hits.length === 0} className="list-group" aria-label="Search results">
        {hits.map((hit) => (
          <li key={hit.url} className="list-group-item p-0">
            <a href={hit.url} className="list-group-item-action d-block p-3 text-decoration-none">
              <span className="d-block fw-semibold fs-5">{hit.title}</span>
              {hit.description && <span className="d-block text-body-secondary">{hit.description}</span>}
            </a>
          </li>
        ))}
      </ol>
      {total > hits.length && hits.length > 0 && (
        <p className="text-center mt-3">
          <button type="button" className="btn btn-outline-primary" onClick={() => setLimit(limit + pageSize)}>
            Show more results
          </button>
        </p>
      )}
    </div>
  )
}
