import '../styles/bootstrap-forms.scss'
import { SEARCH_PATH } from '@content/searchPath.ts'
import { Icon } from './Icon.tsx'

/**
 * A plain GET form to the site search (`/search?q=`): works before any JavaScript, the search page
 * reads `q` when it loads. `id` makes the field's id unique on the page.
 */
export function SearchForm({ id, label = 'Search the site' }: { id: string; label?: string }) {
  return (
    <form className="search-form" role="search" action={SEARCH_PATH} method="get">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-group">
        <input className="form-control" type="search" id={id} name="q" autoComplete="off" />
        <button className="btn btn-primary" type="submit">
          <Icon name="search" /> Search
        </button>
      </div>
    </form>
  )
}
