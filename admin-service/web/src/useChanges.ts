import { useSWRConfig } from 'swr'
import type { StoreKey } from '../../../content/portfolio/store.ts'
import type { HistoryEntry } from '../../shared/history.ts'
import { apiRequest, errorText } from './api.ts'
import { PORTFOLIO_KEY, PUBLISH_STATUS_KEY, THUMBNAILS_KEY } from './keys.ts'
import { serviceOf } from './services.ts'
import { useToast } from './toast.tsx'

type Changed = { change: HistoryEntry | null }

/**
 * Sending portfolio changes the same way everywhere: after a success the portfolio, thumbnails, history
 * and publish status are fetched again (spec section 7: the list is refetched), and a toast names the
 * change with Undo and, once its publish is live, "View on site"; a failure shows the API's reason.
 */
export function useChanges() {
  const { mutate } = useSWRConfig()
  const toast = useToast()

  const refresh = () =>
    Promise.all([
      mutate(PORTFOLIO_KEY),
      mutate(THUMBNAILS_KEY),
      mutate(PUBLISH_STATUS_KEY),
      mutate((key) => typeof key === 'string' && key.startsWith('/api/history')),
    ])

  /** Reverts `changes` (newest first), as one step the toast can take back again. */
  async function undo(changes: HistoryEntry[]): Promise<void> {
    const undone: HistoryEntry[] = []
    try {
      for (const change of [...changes].sort((a, b) => b.id - a.id)) {
        const res = await apiRequest<Changed>('POST', `/api/history/${change.id}/undo`)
        if (res.change) undone.push(res.change)
      }
      announce('Change undone', undone)
    } catch (error) {
      toast({ title: 'Undo failed', description: errorText(error), variant: 'destructive' })
    } finally {
      await refresh()
    }
  }

  function announce(title: string, changes: HistoryEntry[], description?: string) {
    const latest = changes.reduce<HistoryEntry | null>((a, b) => (a && a.id > b.id ? a : b), null)
    toast({
      title,
      description,
      ...(latest
        ? {
            action: { label: 'Undo', onClick: () => void undo(changes) },
            published: { revision: latest.id, href: serviceOf(latest.service).publicPath },
          }
        : {}),
    })
  }

  /**
   * Runs `send` (one or more API calls answering `{change}`), then refreshes and announces `success`;
   * on failure shows `failure` with the reason and rethrows, so a form can mark the fields named.
   */
  const run = async (
    send: () => Promise<Changed | Changed[]>,
    texts: { success: string; failure: string; description?: string },
  ): Promise<HistoryEntry[]> => {
    try {
      const result = await send()
      const changes = (Array.isArray(result) ? result : [result]).flatMap((r) => (r.change ? [r.change] : []))
      announce(texts.success, changes, texts.description)
      return changes
    } catch (error) {
      toast({ title: texts.failure, description: errorText(error), variant: 'destructive' })
      throw error
    } finally {
      await refresh()
    }
  }

  return { run, undo, refresh }
}

/** Sends a JSON change to the portfolio API. */
export const sendChange = (method: string, url: string, body?: unknown) => apiRequest<Changed>(method, url, body)

export const itemUrl = (service: StoreKey, id?: string) =>
  `/api/portfolio/${service}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`
