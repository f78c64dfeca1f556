/** The listings store's change history: what each change was, to which listing or agent, before and after. */
import { z } from 'zod'

export const LISTING_ACTIONS = [
  'create',
  'update',
  'media-add',
  'media-update',
  'media-remove',
  'media-order',
  'delivery',
  'agent-add',
  'agent-update',
  'agent-erase',
  'team-add',
  'team-update',
  'team-remove',
  'settings',
] as const

/** Who made a change: the owner (on /admin), or the agent editing their own profile (on /account). */
export const CHANGE_AUTHORS = ['owner', 'agent'] as const
export type ChangeAuthor = (typeof CHANGE_AUTHORS)[number]

/**
 * One recorded change. `before`/`after` hold what changed and no more: a listing's fields without its media
 * for `create`/`update`, the media item for `media-*`, the media ids in order for `media-order`, the delivery
 * state for `delivery`, the agent for `agent-*` (`agent-erase`: the erased profile, and every earlier entry about the
 * agent rewritten to it), the team for `team-*`, the settings for `settings` (null where nothing was).
 */
export const listingChange = z.object({
  id: z.number().int().positive(),
  at: z.string().min(1),
  action: z.enum(LISTING_ACTIONS),
  listingId: z.string().nullable(),
  /** The agent of an `agent-*` change, the team of a `team-*` one, or the media item of a `media-*` one. */
  subjectId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** Who made it; absent: the owner. */
  by: z.enum(CHANGE_AUTHORS).optional(),
})
export type ListingChange = z.infer<typeof listingChange>
