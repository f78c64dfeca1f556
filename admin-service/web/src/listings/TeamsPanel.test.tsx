// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { agent, type Agent } from '../../../../content/listings/store.ts'
import { team, teamFields, type Team } from '../../../../content/listings/team.ts'
import { renderAdminPart, typeInto as type } from '../../../../tests/support/adminPage.tsx'
import { AgentsPanel } from './AgentsPanel.tsx'

const now = '2026-11-02T10:00:00.000Z'
const profile = (id: string, name: string): Agent =>
  agent.parse({
    id: id.repeat(16),
    name,
    email: `${id}@example.com`,
    headshot: null,
    logo: null,
    createdAt: now,
    updatedAt: now,
  })
const [dana, sam, lee] = [profile('d', 'Dana Agent'), profile('s', 'Sam Seller'), profile('l', 'Lee Office')]
const harbour: Team = team.parse({
  id: 'H'.repeat(16),
  name: 'Harbour Team',
  memberIds: [lee.id, sam.id],
  billingContactId: sam.id,
  createdAt: now,
  updatedAt: now,
})

/** What the service answers to a team's fields (teamRoutes.ts): 400 by field for what the schema refuses. */
function teamAnswer(body: string): Response {
  sent.push(JSON.parse(body) as Record<string, unknown>)
  const parsed = teamFields.safeParse(JSON.parse(body))
  if (parsed.success) return Response.json({ team: { ...harbour, ...parsed.data } })
  const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))
  return Response.json({ error: 'Please check the fields marked below', fields }, { status: 400 })
}

let container: HTMLDivElement
let unmount: () => void
let sent: Record<string, unknown>[] = []
const calls: string[] = []

beforeEach(async () => {
  sent = []
  calls.length = 0
  ;({ container, unmount } = await renderAdminPart(
    <AgentsPanel agents={[dana!, sam!, lee!]} teams={[harbour]} />,
    (url, init) => {
      if (!url.startsWith('/api/teams') || !init?.method) return undefined
      calls.push(`${init.method} ${url}`)
      return teamAnswer(String(init.body))
    },
  ))
})

afterEach(() => unmount())

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement
const click = (element: HTMLElement) => act(async () => element.click())

describe('the Teams section of the Agents panel', () => {
  it('lists each team with its members, billing contact and terms', () => {
    const item = [...container.querySelectorAll('li')].find((li) => li.textContent?.includes('Harbour Team'))!
    expect(item.textContent).toContain('Lee Office, Sam Seller · billed to Sam Seller')
    expect(item.textContent).toContain('Due on receipt')
    expect(button('Edit Harbour Team')).toBeDefined()
  })

  it('makes a team: name, members (not one of another team’s), billing contact and terms', async () => {
    await click(button('New team'))
    type(byId('team-new-name'), 'Lakeside')
    expect(byId<HTMLInputElement>(`team-new-member-${lee!.id}`).disabled).toBe(true)
    expect(byId(`team-new-member-${lee!.id}`).closest('.form-check')!.textContent).toBe('Lee Office (in Harbour Team)')
    await click(byId(`team-new-member-${dana!.id}`))
    type(byId('team-new-billing'), dana!.id)
    type(byId('team-new-terms'), 'net30')
    await click(button('Add team'))
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(calls).toEqual(['POST /api/teams'])
    expect(sent[0]).toEqual({
      name: 'Lakeside',
      kind: 'team',
      brokerage: '',
      memberIds: [dana!.id],
      billingContactId: dana!.id,
      terms: 'net30',
    })
  })

  it('renames a team and takes out a member; taking out the billing contact leaves none', async () => {
    await click(button('Edit Harbour Team'))
    const prefix = `team-${harbour.id}`
    type(byId(`${prefix}-name`), 'Harbour Group')
    expect(byId<HTMLSelectElement>(`${prefix}-billing`).value).toBe(sam!.id)
    await click(byId(`${prefix}-member-${sam!.id}`))
    expect(byId<HTMLSelectElement>(`${prefix}-billing`).value).toBe('')
    await click(button('Save team'))
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(calls).toEqual([`PUT /api/teams/${harbour.id}`])
    expect(sent[0]).toMatchObject({ name: 'Harbour Group', memberIds: [lee!.id], billingContactId: null })
  })

  it('announces a refusal at the top of the form, focused, with each refused field linked and marked', async () => {
    await click(button('New team'))
    await click(button('Add team'))
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull())
    const summary = container.querySelector<HTMLElement>('form [role="alert"]')!
    expect(document.activeElement).toBe(summary)
    expect(summary.querySelector('p')!.textContent).toBe('Please check the fields marked below')
    expect([...summary.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Name: is required'])
    const name = byId<HTMLInputElement>('team-new-name')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(byId(name.getAttribute('aria-describedby')!).textContent).toBe('is required')
  })
})
