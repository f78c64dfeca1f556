import { fetcher } from './api.ts'

/** SWR as both pages use it (spec section 9): no refetch interval or on focus, data never stale, no retries. */
export const swrOptions = {
  fetcher,
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
}
