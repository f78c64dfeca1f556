import useSWR from 'swr'
import { FetchFailed, Status } from '../LoadState.tsx'
import { LeadsInbox } from './LeadsInbox.tsx'
import { LEADS_KEY, LEADS_REFRESH_MS, type LeadsBody } from './leadsApi.ts'

/** The quote requests, fetched for the signed-in owner and refreshed every half minute. */
export function useLeads(signedIn: boolean) {
  return useSWR<LeadsBody>(signedIn ? LEADS_KEY : null, { refreshInterval: LEADS_REFRESH_MS })
}

/** The Leads section: loading, an error, or the inbox. */
export function LeadsTab({ leads }: { leads: ReturnType<typeof useLeads> }) {
  if (leads.error) return <FetchFailed what="Failed to fetch quote requests" error={leads.error} />
  if (!leads.data) return <Status text="Loading quote requests..." />
  return <LeadsInbox data={leads.data} />
}
