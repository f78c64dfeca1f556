import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import type MiniSearch from 'minisearch'
import { indexOptions, SEARCH_INDEX_PATH, searchOptions, type SearchDocument } from './search/indexOptions.ts'

export interface SiteSearchProps {
  /** Most results listed at once. */
  limit: number
}

interface Hit {
  id: string
  title: string
  description: string
}

type Status = 'idle' | 'loading' | 'ready' | 'error'

/**
 * Site search over the build-time MiniSearch index (/search-index.json, fetched on first use). Reads
 * and updates `?q=`; without JavaScript the form still submits to /search. Arrow keys move between the
 * field and the results.
 */
export function SiteSearch({ limit }: SiteSearchProps) {
  const [query, setQuery] = useState('')
  const [status, setStatus] = useState<Status>('idle')
  const [hits, setHits] = useState<Hit[]>([])
  const index = useRef<Promise<MiniSearch<SearchDocument>> | null>(null)
  const list = useRef<HTMLOListElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()

  const loadIndex = () => {
    if (!index.current) {
      setStatus('loading')
      index.current = Promise.all([
        import('minisearch'),
        fetch(SEARCH_INDEX_PATH).then((r) => {
          if (!r.ok) throw new Error(`${SEARCH_INDEX_PATH}: HTTP ${r.status}`)
          return r.text()
        }),
      ]).then(([{ default: Search }, json]) => Search.loadJSON<SearchDocument>(json, indexOptions))
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
      setHits([])
      return
    }
    let current = true
    void loadIndex().then((search) => {
      if (!current) return
      const found = search.search(term, searchOptions).slice(0, limit)
      setHits(
        found.map((r) => ({ id: r.id as string, title: r.title as string, description: r.description as string })),
      )
    })
    return () => {
      current = false
    }
  }, [query, status, limit])

  const onChange = (value: string) => {
    setQuery(value)
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
          : hits.length === 0
            ? `No pages match “${term}”.`
            : `${hits.length} ${hits.length === 1 ? 'page matches' : 'pages match'} “${term}”.`

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
          <li key={hit.id} className="list-group-item p-0">
            <a href={hit.id} className="list-group-item-action d-block p-3 text-decoration-none">
              <span className="d-block fw-semibold fs-5">{hit.title}</span>
              {hit.description && <span className="d-block text-body-secondary">{hit.description}</span>}
            </a>
          </li>
        ))}
      </ol>
    </div>
  )
}
