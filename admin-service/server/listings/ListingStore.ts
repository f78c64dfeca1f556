import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import { MEDIA_LIMITS } from '../../../content/listings/limits.ts'
import {
  addressLine,
  agent as agentSchema,
  agentFields,
  emptyListingsFile,
  listing as listingSchema,
  listingFields,
  listingSettings,
  listingsFile,
  mediaItem,
  slugOf,
  type Agent,
  type AgentFields,
  type Delivery,
  type Listing,
  type ListingSettings,
  type ListingsFile,
  type MediaItem,
} from '../../../content/listings/store.ts'
import { team as teamSchema, type Team } from '../../../content/listings/team.ts'
import type { OutboxDelivery } from '../../../content/outbox/delivery.ts'
import { ChangeHistory } from '../shared/persistence/ChangeHistory.ts'
import {
  DuplicateItemError,
  InvalidItemError,
  InvalidOrderError,
  ItemNotFoundError,
  StoreError,
} from '../shared/persistence/storeErrors.ts'
import { GroupCommit } from '../shared/persistence/GroupCommit.ts'
import { type ChangeAuthor, listingChange, type ListingChange } from './listingChanges.ts'
import { checkedTeam } from './teamRules.ts'
import type { StoreLogger } from '../shared/persistence/openJsonFile.ts'
import { openStore } from '../shared/persistence/openStore.ts'

/** A new id: 16 base64url characters (96 random bits). */
export const newId = () => randomBytes(12).toString('base64url')
/** A delivery page's token: 32 base64url characters, 192 random bits. */
const newToken = () => randomBytes(24).toString('base64url')

/** Where the change history of the listings store at `file` is kept: `listings.json` → `listings.history.jsonl`. */
const historyFileOf = (file: string) => `${file.replace(/\.json$/, '')}.history.jsonl`

type Draft = Omit<ListingChange, 'id' | 'at'>

/** What `updateAgent` changes: any of the profile's fields, and its headshot or brokerage logo. */
export type AgentPatch = Partial<AgentFields> & Partial<Pick<Agent, 'headshot' | 'logo'>>

/** The object without its keys whose value is undefined. */
const definedOnly = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T

/** An agent's profile with the personal data erased: what `eraseAgent` leaves. */
const erasedAgent = (agent: Agent, at: string): Agent =>
  agentSchema.parse({
    id: agent.id,
    name: 'Erased agent',
    brokerage: '',
    phone: '',
    email: `erased-${agent.id.toLowerCase().replace(/[^a-z0-9]/g, '')}@erased.invalid`,
    terms: agent.terms,
    headshot: null,
    logo: null,
    createdAt: agent.createdAt,
    updatedAt: at,
  })

/** An agent that delivered listings name cannot be erased yet: those listings need another agent first. */
class AgentInUseError extends StoreError {
  constructor(message: string) {
    super('conflict', message)
  }
}

/** An agent can be erased when they exist and no delivered listing names them. */
function assertErasable(state: { agents: Agent[]; listings: Listing[] }, id: string): void {
  if (!state.agents.some((a) => a.id === id)) throw new ItemNotFoundError(`No agent "${id}"`)
  const delivered = state.listings.filter((l) => l.agentId === id && l.deliveredAt)
  if (delivered.length)
    throw new AgentInUseError(
      `Delivered listings name this agent: ${delivered.map((l) => addressLine(l.address)).join('; ')}. Give them another agent first.`,
    )
}

/** A media item as the upload made it, before the store gives it an id. */
export type NewMedia = MediaItem extends infer M ? (M extends unknown ? Omit<M, 'id'> : never) : never

/** The listing's own fields, without media: what its history entries hold. */
const fieldsOf = ({ media, ...rest }: Listing) => ({ ...rest, mediaCount: media.length })

/** The value as `schema` parses it, or an InvalidItemError naming each bad field. */
const parseOr = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw InvalidItemError.fromZod(parsed.error)
  return parsed.data
}

/**
 * The listings, their agents and the listing settings: one JSON file (`listings.json`) written like the
 * other stores (atomic, fsync'ed, rotating backups, one owner by a lease lock, group commits: GroupCommit.ts),
 * with a change history beside it (`listings.history.jsonl`, ChangeHistory.ts) as the portfolio has. Every
 * change validates the listing it makes with the shared schema (content/listings/store.ts) and resolves once
 * it is on disk. It raises the store's own errors (errors.ts): invalid input, unknown ids, a taken slug.
 */
export class ListingStore {
  readonly #writes: GroupCommit<ListingsFile>
  readonly #history: ChangeHistory<ListingChange>

  private constructor(writes: GroupCommit<ListingsFile>, history: ChangeHistory<ListingChange>) {
    this.#writes = writes
    this.#history = history
  }

  /** A store in memory, for tests and for an app built without a data directory. */
  static inMemory(initial: ListingsFile = emptyListingsFile()): ListingStore {
    return new ListingStore(GroupCommit.inMemory(listingsFile.parse(initial)), ChangeHistory.inMemory())
  }

  /** Opens `file` under its lease; a missing file starts empty, a corrupt one falls back to the newest good backup. */
  static async open(
    file: string,
    options: { backups?: number; logger?: StoreLogger; onLockLost?: (error: Error) => void } = {},
  ): Promise<ListingStore> {
    const logger = options.logger ?? console
    const writes = await openStore(file, listingsFile, {
      label: 'Listings store',
      initial: emptyListingsFile,
      backups: options.backups ?? 10,
      logger,
      onLockLost: options.onLockLost,
    })
    try {
      const history = await ChangeHistory.open<ListingChange>(historyFileOf(file), { logger, schema: listingChange })
      return new ListingStore(writes, history)
    } catch (error) {
      await writes.close()
      throw error
    }
  }

  get data(): ListingsFile {
    return this.#writes.data
  }

  get listings(): readonly Listing[] {
    return this.#writes.data.listings
  }

  get agents(): readonly Agent[] {
    return this.#writes.data.agents
  }

  get settings(): ListingSettings {
    return this.#writes.data.settings
  }

  /** The teams of agents (brokerages, or teams inside one), each agent in one at most. */
  get teams(): readonly Team[] {
    return this.#writes.data.teams
  }

  getTeam(id: string): Team | undefined {
    return this.teams.find((t) => t.id === id)
  }

  get(id: string): Listing | undefined {
    return this.listings.find((l) => l.id === id)
  }

  /** Like get, or ItemNotFoundError. */
  require(id: string): Listing {
    const found = this.get(id)
    if (!found) throw new ItemNotFoundError(`No listing "${id}"`)
    return found
  }

  /** Called after every write with the new state (a delivery in progress hears of edits). */
  onChange(listener: (data: ListingsFile) => void): () => void {
    return this.#writes.onChange(listener)
  }

  /** The recorded changes, newest first. */
  history(limit?: number): ListingChange[] {
    return this.#history.list(limit)
  }

  /** Creates a draft listing from the owner's fields; its slug is made from the address when not given. */
  async create(input: unknown, now = new Date()): Promise<Listing> {
    const fields = parseOr(listingFields, input)
    const at = now.toISOString()
    const created = await this.#writes.commit((state) => {
      checkAgent(state, fields.agentId)
      const slug = fields.slug ?? freeSlug(state, slugOf(fields.address) || 'listing')
      if (state.listings.some((l) => l.slug === slug))
        throw new DuplicateItemError(`The address /listings/${slug}/ is taken`)
      const made = listingSchema.parse({
        ...fields,
        status: fields.status === 'live' ? 'draft' : fields.status,
        slug,
        id: newId(),
        tourId: newId(),
        deliveryToken: newToken(),
        media: [],
        delivery: null,
        deliveredAt: null,
        createdAt: at,
        updatedAt: at,
      })
      return [{ ...state, listings: [...state.listings, made] }, made]
    })
    await this.#record({
      action: 'create',
      listingId: created.id,
      subjectId: null,
      before: null,
      after: fieldsOf(created),
    })
    return created
  }

  /**
   * Changes a listing's fields: the given ones replace the stored ones, the rest stay. `live` needs a past
   * delivery (Deliver makes a listing live); an unchanged listing records nothing.
   */
  async update(id: string, input: unknown, now = new Date()): Promise<Listing> {
    const given = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
    const { before, after } = await this.#edit(id, now, (stored, state) => {
      const {
        id: _,
        slug,
        tourId: _t,
        deliveryToken: _d,
        media: _m,
        delivery: _v,
        deliveredAt: _a,
        createdAt: _c,
        updatedAt: _u,
        ...current
      } = stored
      const fields = parseOr(listingFields, { ...current, slug, ...given })
      if (fields.status === 'live' && !stored.deliveredAt)
        throw new InvalidItemError('The listing was never delivered', { status: 'becomes live by Deliver' })
      checkAgent(state, fields.agentId)
      if (fields.slug !== stored.slug && state.listings.some((l) => l.slug === fields.slug))
        throw new DuplicateItemError(`The address /listings/${fields.slug}/ is taken`)
      return { ...stored, ...fields, slug: fields.slug ?? stored.slug }
    })
    if (before !== after)
      await this.#record({
        action: 'update',
        listingId: id,
        subjectId: null,
        before: fieldsOf(before),
        after: fieldsOf(after),
      })
    return after
  }

  /** Adds media items at the end of the listing (as many as each kind's limit allows, else none). */
  async addMedia(id: string, items: readonly NewMedia[], now = new Date()): Promise<MediaItem[]> {
    const added = items.map((item) => parseOr(mediaItem, { ...item, id: newId() }))
    await this.#edit(id, now, (stored) => {
      const media = [...stored.media, ...added]
      for (const kind of new Set(added.map((m) => m.kind))) {
        const limit = MEDIA_LIMITS.perListing[kind]
        if (media.filter((m) => m.kind === kind).length > limit)
          throw new InvalidItemError(`A listing holds at most ${limit} ${kind} items`, {
            files: `at most ${limit} ${kind} items`,
          })
      }
      return { ...stored, media }
    })
    for (const item of added)
      await this.#record({ action: 'media-add', listingId: id, subjectId: item.id, before: null, after: item })
    return added
  }

  /**
   * Changes a media item's caption, and a photo's staged flag and unstaged original (another unstaged
   * photo of the listing). Kind, file and link stay.
   */
  async updateMedia(id: string, mediaId: string, patch: unknown, now = new Date()): Promise<MediaItem> {
    const given = (patch && typeof patch === 'object' ? patch : {}) as Record<string, unknown>
    let result: { before: MediaItem; after: MediaItem } | null = null
    await this.#edit(id, now, (stored) => {
      const index = stored.media.findIndex((m) => m.id === mediaId)
      const item = stored.media[index]
      if (!item) throw new ItemNotFoundError(`No media item "${mediaId}" in listing "${id}"`)
      const editable = item.kind === 'photo' ? ['caption', 'staged', 'originalId'] : ['caption']
      const unknown = Object.keys(given).filter((k) => !editable.includes(k))
      if (unknown.length)
        throw new InvalidItemError(`Only ${editable.join(', ')} can be changed`, { [unknown[0]!]: 'cannot be changed' })
      const next = parseOr(mediaItem, { ...item, ...given })
      if (next.kind === 'photo' && next.originalId) {
        const original = stored.media.find((m) => m.id === next.originalId)
        if (next.originalId === next.id || original?.kind !== 'photo' || original.staged)
          throw new InvalidItemError('Invalid original', {
            originalId: 'must be another, unstaged photo of this listing',
          })
        if (!next.staged)
          throw new InvalidItemError('Invalid original', { originalId: 'only a staged photo has an original' })
      }
      const media = [...stored.media]
      media[index] = next
      result = { before: item, after: next }
      return { ...stored, media }
    })
    const { before, after } = result!
    await this.#record({ action: 'media-update', listingId: id, subjectId: mediaId, before, after })
    return after
  }

  /** Puts the listing's media in the order of `ids`, which must list each item exactly once. */
  async reorderMedia(id: string, ids: unknown, now = new Date()): Promise<string[]> {
    let order: string[] = []
    const { before } = await this.#edit(id, now, (stored) => {
      order = checkOrder(
        stored.media.map((m) => m.id),
        ids,
      )
      const byId = new Map(stored.media.map((m) => [m.id, m]))
      return { ...stored, media: order.map((m) => byId.get(m)!) }
    })
    const previous = before.media.map((m) => m.id)
    if (previous.some((m, i) => m !== order[i]))
      await this.#record({ action: 'media-order', listingId: id, subjectId: null, before: previous, after: order })
    return order
  }

  /** Removes a media item (a staged photo paired with it keeps its label and loses the pairing). Returns it. */
  async removeMedia(id: string, mediaId: string, now = new Date()): Promise<MediaItem> {
    let removed: MediaItem | undefined
    await this.#edit(id, now, (stored) => {
      removed = stored.media.find((m) => m.id === mediaId)
      if (!removed) throw new ItemNotFoundError(`No media item "${mediaId}" in listing "${id}"`)
      const media = stored.media
        .filter((m) => m.id !== mediaId)
        .map((m) => (m.kind === 'photo' && m.originalId === mediaId ? { ...m, originalId: null } : m))
      return { ...stored, media }
    })
    await this.#record({ action: 'media-remove', listingId: id, subjectId: mediaId, before: removed, after: null })
    return removed!
  }

  /**
   * Records a delivery's state. `live` makes a draft listing live and dates its first delivery; a sold or
   * archived listing keeps its status (its pages were published with it).
   */
  /** Records the state of the agent's delivery e-mail (AgentMailer.ts); no history entry, no republish. */
  async setAgentMail(id: string, mail: OutboxDelivery | null, now = new Date()): Promise<Listing> {
    return (await this.#edit(id, now, (stored) => ({ ...stored, agentMail: mail }))).after
  }

  async setDelivery(
    id: string,
    state: Delivery['state'],
    error: string | null = null,
    now = new Date(),
    /** The agent's delivery e-mail to record in the same write (an owner's Deliver asks for one). */
    agentMail?: OutboxDelivery,
    /** The content key of what went live (`live` only). */
    publishedKey?: string,
  ): Promise<Listing> {
    const at = now.toISOString()
    const { before, after } = await this.#edit(id, now, (stored) => ({
      ...stored,
      ...(agentMail ? { agentMail } : {}),
      ...(publishedKey ? { publishedKey } : {}),
      delivery: { state, error: state === 'failed' ? (error ?? 'The delivery failed').slice(0, 2000) : null, at },
      ...(state === 'live'
        ? {
            status: stored.status === 'draft' ? ('live' as const) : stored.status,
            deliveredAt: stored.deliveredAt ?? at,
          }
        : {}),
    }))
    await this.#record({
      action: 'delivery',
      listingId: id,
      subjectId: null,
      before: before.delivery,
      after: after.delivery,
    })
    return after
  }

  async addAgent(input: unknown, now = new Date()): Promise<Agent> {
    const fields = parseOr(agentFields, input)
    const at = now.toISOString()
    const made = agentSchema.parse({ ...fields, id: newId(), headshot: null, logo: null, createdAt: at, updatedAt: at })
    await this.#writes.commit((state) => [{ ...state, agents: [...state.agents, made] }, made])
    await this.#record({ action: 'agent-add', listingId: null, subjectId: made.id, before: null, after: made })
    return made
  }

  /**
   * Changes an agent's profile: the fields `patch` gives replace the stored ones (a key given as undefined
   * clears an optional one, `billingEmail`), the rest stay. `by` says who made the change, for the history.
   */
  async updateAgent(id: string, patch: AgentPatch, options: { by?: ChangeAuthor; now?: Date } = {}): Promise<Agent> {
    const now = options.now ?? new Date()
    let before: Agent | undefined
    const after = await this.#writes.commit((state) => {
      const index = state.agents.findIndex((a) => a.id === id)
      before = state.agents[index]
      if (!before) throw new ItemNotFoundError(`No agent "${id}"`)
      const { headshot, logo, ...fields } = patch
      const checked = parseOr(agentFields, { ...before, ...fields })
      const images = definedOnly({ headshot, logo })
      // The stored billing e-mail is kept only if the checked fields still have it: a patch may clear it.
      const next = agentSchema.parse(
        definedOnly({ ...before, billingEmail: undefined, ...checked, ...images, updatedAt: now.toISOString() }),
      )
      const agents = [...state.agents]
      agents[index] = next
      return [{ ...state, agents }, next]
    })
    await this.#record({
      action: 'agent-update',
      listingId: null,
      subjectId: id,
      before: before!,
      after,
      ...(options.by ? { by: options.by } : {}),
    })
    return after
  }

  /**
   * Erases an agent's personal data: the profile keeps its id (listings and invoices refer to it) with no
   * name, brokerage, phone, e-mail, billing e-mail, headshot or logo, and the history's entries about the
   * agent are rewritten the same way. Draft listings naming the agent stop naming them. While a delivered
   * listing names the agent (its pages show them, and republishing it needs an agent) it is refused: the
   * owner gives those listings another agent first. Returns the profile as it was, for its image files.
   */
  async eraseAgent(id: string, now = new Date()): Promise<Agent> {
    let before: Agent | undefined
    const erased = await this.#writes.commit((state) => {
      assertErasable(state, id)
      const index = state.agents.findIndex((a) => a.id === id)
      const agent = (before = state.agents[index]!)
      const at = now.toISOString()
      const next = erasedAgent(agent, at)
      const agents = [...state.agents]
      agents[index] = next
      const listings = state.listings.map((l) => (l.agentId === id ? { ...l, agentId: null, updatedAt: at } : l))
      return [{ ...state, agents, listings }, next]
    })
    await this.#history.rewrite((entry) =>
      entry.subjectId === id && entry.action.startsWith('agent-')
        ? { ...entry, before: entry.before && erased, after: entry.after && erased }
        : entry,
    )
    await this.#record({ action: 'agent-erase', listingId: null, subjectId: id, before: null, after: erased })
    return before!
  }

  /** Throws what `eraseAgent` would refuse with (no such agent; delivered listings name them), changing nothing. */
  assertAgentErasable(id: string): void {
    assertErasable(this.#writes.data, id)
  }

  getAgent(id: string): Agent | undefined {
    return this.agents.find((a) => a.id === id)
  }

  /** Makes a team from the owner's fields (teamRules.ts checks its members). */
  async addTeam(input: unknown, now = new Date()): Promise<Team> {
    const at = now.toISOString()
    const made = await this.#writes.commit((state) => {
      const fields = checkedTeam(state, input)
      const team = teamSchema.parse({ ...fields, id: newId(), createdAt: at, updatedAt: at })
      return [{ ...state, teams: [...state.teams, team] }, team]
    })
    await this.#record({ action: 'team-add', listingId: null, subjectId: made.id, before: null, after: made })
    return made
  }

  /** Changes a team: the fields given replace the stored ones. An unchanged team records nothing. */
  updateTeam(id: string, input: unknown, now = new Date()): Promise<Team> {
    return this.editTeam(id, () => input, now)
  }

  /**
   * Changes a team by the fields `edit` makes from the team as stored when its write runs (adding or removing
   * a member: teamRules.ts), so that changes racing each other all apply.
   */
  async editTeam(id: string, edit: (stored: Team) => unknown, now = new Date()): Promise<Team> {
    let before: Team | undefined
    const after = await this.#writes.commit((state) => {
      const index = state.teams.findIndex((t) => t.id === id)
      before = state.teams[index]
      if (!before) throw new ItemNotFoundError(`No team "${id}"`)
      const fields = checkedTeam(state, edit(before), before)
      const next = teamSchema.parse({ ...before, ...fields, updatedAt: now.toISOString() })
      if (JSON.stringify({ ...next, updatedAt: before.updatedAt }) === JSON.stringify(before)) return [state, before]
      const teams = [...state.teams]
      teams[index] = next
      return [{ ...state, teams }, next]
    })
    if (after !== before)
      await this.#record({ action: 'team-update', listingId: null, subjectId: id, before: before!, after })
    return after
  }

  /** Removes a team; its members stay agents, in no team. */
  async removeTeam(id: string): Promise<Team> {
    const removed = await this.#writes.commit((state) => {
      const team = state.teams.find((t) => t.id === id)
      if (!team) throw new ItemNotFoundError(`No team "${id}"`)
      return [{ ...state, teams: state.teams.filter((t) => t !== team) }, team]
    })
    await this.#record({ action: 'team-remove', listingId: null, subjectId: id, before: removed, after: null })
    return removed
  }

  async setSettings(input: unknown): Promise<ListingSettings> {
    const settings = parseOr(listingSettings, input)
    const before = this.settings
    await this.#writes.commit((state) => [{ ...state, settings }, settings])
    await this.#record({ action: 'settings', listingId: null, subjectId: null, before, after: settings })
    return settings
  }

  /** Waits for queued writes, then releases the file lock. */
  close(): Promise<void> {
    return this.#writes.close()
  }

  /** Replaces one listing by `edit`'s result (validated, dated); unchanged when `edit` returns the same object. */
  async #edit(
    id: string,
    now: Date,
    edit: (stored: Listing, state: ListingsFile) => Listing,
  ): Promise<{ before: Listing; after: Listing }> {
    return this.#writes.commit((state) => {
      const index = state.listings.findIndex((l) => l.id === id)
      const stored = state.listings[index]
      if (!stored) throw new ItemNotFoundError(`No listing "${id}"`)
      const edited = edit(stored, state)
      if (edited === stored || JSON.stringify(edited) === JSON.stringify(stored))
        return [state, { before: stored, after: stored }]
      const after = listingSchema.parse({ ...edited, updatedAt: now.toISOString() })
      const listings = [...state.listings]
      listings[index] = after
      return [
        { ...state, listings },
        { before: stored, after },
      ]
    })
  }

  #record(draft: Draft) {
    return this.#history.record(draft)
  }
}

function checkAgent(state: ListingsFile, agentId: string | null) {
  if (agentId && !state.agents.some((a) => a.id === agentId))
    throw new InvalidItemError('Unknown agent', { agentId: `names no agent profile "${agentId}"` })
}

/** `base`, or `base-2`, `base-3`... whichever no listing has. */
function freeSlug(state: ListingsFile, base: string): string {
  const taken = new Set(state.listings.map((l) => l.slug))
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}

/** The ids of a new media order, or an InvalidOrderError saying what is wrong. */
function checkOrder(current: readonly string[], ids: unknown): string[] {
  const fail = (problem: string): never => {
    throw new InvalidOrderError(`ids ${problem}`, { ids: problem })
  }
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) fail('must be a list of media ids (strings)')
  const order = ids as string[]
  const known = new Set(current)
  const seen = new Set<string>()
  for (const id of order) {
    if (!known.has(id)) fail(`lists "${id.slice(0, 80)}", which is not a media item of this listing`)
    if (seen.has(id)) fail(`lists "${id}" more than once`)
    seen.add(id)
  }
  const missing = current.filter((id) => !seen.has(id))
  if (missing.length) fail(`must list every media item; missing "${missing[0]}"`)
  return order
}
