/** The listings API as the /admin page uses it (admin-service/server/listings/listingRoutes.ts); types only from content/. */
import type {
  Agent,
  AgentFields,
  Listing,
  ListingFields,
  ListingSettings,
  MediaItem,
} from '../../../../content/listings/store.ts'
import type { Team, TeamFields } from '../../../../content/listings/team.ts'
import type { ScopedMutator } from 'swr'
import { apiRequest, sendForm, type Upload } from '../api.ts'

/**
 * A listing as the API shows it: what it lacks before delivery, once delivered its three addresses, and its
 * property website's views (server/listings/ListingViews.ts: the total and each Toronto day's, newest first).
 */
export type ListingView = Listing & {
  missing: string[]
  brandedUrl?: string
  unbrandedUrl?: string
  deliveryUrl?: string
  views?: { total: number; days: { day: string; views: number }[] }
}
export type ListingsBody = { listings: ListingView[]; agents: Agent[]; teams: Team[]; settings: ListingSettings }
export type { Agent, AgentFields, ListingFields, MediaItem, Team, TeamFields }

export const LISTINGS_KEY = '/api/listings'
/** While a delivery runs, the list is fetched again this often to show its outcome. */
export const DELIVERY_POLL_MS = 1500
/** How often the Listings tab looks again while a listing is delivered (an edit republishes it by itself). */
export const REPUBLISH_POLL_MS = 5000

const listingUrl = (id: string) => `${LISTINGS_KEY}/${encodeURIComponent(id)}`

export const createListing = (fields: Partial<ListingFields>) =>
  apiRequest<{ listing: ListingView }>('POST', LISTINGS_KEY, fields)
export const updateListing = (id: string, fields: Partial<ListingFields>) =>
  apiRequest<{ listing: ListingView }>('PUT', listingUrl(id), fields)
/** "Create listing from this booking": a draft for the order (`POST /api/orders/{id}/listing`); 409 names the one it has. */
export const createListingFromOrder = (orderId: string) =>
  apiRequest<{ listingId: string }>('POST', `/api/orders/${encodeURIComponent(orderId)}/listing`)
/** The address that opens a listing in the Listings tab. */
export const listingHash = (id: string) => `#listings/${encodeURIComponent(id)}`
/** The listing the address opens (`/admin#listings/<id>`), if any. */
export const listingOfHash = (hash: string): string | null => /^#listings\/([\w-]+)$/.exec(hash)?.[1] ?? null
export const deliverListing = (id: string) => apiRequest<{ listing: ListingView }>('POST', `${listingUrl(id)}/deliver`)
export const saveSettings = (settings: ListingSettings) =>
  apiRequest<{ settings: ListingSettings }>('PUT', `${LISTINGS_KEY}/settings`, settings)

/** Uploads one file (photo, MP4 film, floor plan) with progress; `floorPlan` makes an image a floor plan. */
export function uploadListingFile(
  id: string,
  file: File,
  onProgress: (fraction: number) => void,
  floorPlan = false,
): Upload<{ media: MediaItem[]; listing: ListingView }> {
  const body = new FormData()
  if (floorPlan) body.append('kind', 'floorPlan')
  body.append('files', file)
  return sendForm(`${listingUrl(id)}/media`, body, onProgress)
}
export const addLink = (id: string, kind: 'film' | 'tour', url: string) =>
  apiRequest<{ media: MediaItem[] }>('POST', `${listingUrl(id)}/media`, { kind, url })
export const orderMedia = (id: string, ids: string[]) => apiRequest('PUT', `${listingUrl(id)}/media/order`, { ids })
export const updateMedia = (
  id: string,
  mediaId: string,
  patch: { caption?: string; staged?: boolean; originalId?: string | null },
) => apiRequest('PUT', `${listingUrl(id)}/media/${encodeURIComponent(mediaId)}`, patch)
export const removeMedia = (id: string, mediaId: string) =>
  apiRequest('DELETE', `${listingUrl(id)}/media/${encodeURIComponent(mediaId)}`)

export const createAgent = (fields: AgentFields) => apiRequest<{ agent: Agent }>('POST', '/api/agents', fields)
export const updateAgent = (id: string, fields: Partial<AgentFields>) =>
  apiRequest<{ agent: Agent }>('PUT', `/api/agents/${encodeURIComponent(id)}`, fields)
export function uploadAgentImage(id: string, which: 'headshot' | 'logo', file: File): Upload<{ agent: Agent }> {
  const body = new FormData()
  body.append(which, file)
  return sendForm(`/api/agents/${encodeURIComponent(id)}/images`, body, () => {})
}

/** The owner's teams of agents (`/api/teams`: server/listings/teamRoutes.ts). */
export const createTeam = (fields: TeamFields) => apiRequest<{ team: Team }>('POST', '/api/teams', fields)
export const updateTeam = (id: string, fields: Partial<TeamFields>) =>
  apiRequest<{ team: Team }>('PUT', `/api/teams/${encodeURIComponent(id)}`, fields)
/** Deletes a team: its members keep their own terms and lose the team's, and its billing contact (404: gone already). */
export const deleteTeam = (id: string) => apiRequest('DELETE', `/api/teams/${encodeURIComponent(id)}`)

/**
 * Puts a listing the service answered with into the cached list, unless the cache already holds a newer
 * version: uploads finish in any order, and a refetch started before the last one finished would be stale.
 */
export const mergeListing = (mutate: ScopedMutator, listing: ListingView) =>
  mutate<ListingsBody>(
    LISTINGS_KEY,
    (data) =>
      data && {
        ...data,
        listings: data.listings.map((l) => (l.id === listing.id && l.updatedAt <= listing.updatedAt ? listing : l)),
      },
    { revalidate: false },
  )
