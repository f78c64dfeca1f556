// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { agent, agentFields, type Agent } from '../../../../content/listings/store.ts'
import { team, teamFields, type Team } from '../../../../content/listings/team.ts'
import { renderAdminPart, schemaAnswer, typeInto as type } from '../../../../tests/support/adminPage.tsx'
import { AgentsPanel } from './AgentsPanel.tsx'

const now = '2026-11-02T10:00:00.000Z'
const profile = (id: string, name: string, billingEmail?: string): Agent =>
  agent.parse({
    id: id.repeat(16),
    name,
    email: `${id}@example.com`,
    billingEmail,
    headshot: null,
    logo: null,
    createdAt: now,
    updatedAt: now,
  })
const [dana, sam, lee] = [
  profile('d', 'Dana Agent', 'ap@lakeside.example'),
  profile('s', 'Sam Seller'),
  profile('l', 'Lee Office'),
]
const harbour: Team = team.parse({
  id: 'H'.repeat(16),
  name: 'Harbour Team',
  memberIds: [lee.id, sam.id],
  billingContactId: sam.id,
  createdAt: now,
  updatedAt: now,
})

/**
 * What the service answers to a team's or an agent's fields (teamRoutes.ts, agentRoutes.ts): 400 by field for
 * what the schema refuses; an agent's empty billing e-mail is none.
 */
function answer(url: string, body: string): Response {
  const given = JSON.parse(body) as Record<string, unknown>
  sent.push(given)
  if (url.startsWith('/api/teams'))
    return schemaAnswer(teamFields, given, (team) => ({ team: { ...harbour, ...team } }))
  const fields = { ...given, billingEmail: given.billingEmail || undefined }
  return schemaAnswer(agentFields.partial(), fields, (made) => ({ agent: { ...dana, ...made } }))
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
      if (!/^\/api\/(teams|agents)\b/.test(url) || !init?.method) return undefined
      calls.push(`${init.method} ${url}`)
      if (init.method === 'DELETE') return Response.json({ ok: true })
      return answer(url, String(init.body))
    },
  ))
})

afterEach(() => {
  unmount()
  vi.restoreAllMocks()
})

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
  it('deletes a team once the owner confirms, saying its members keep their own terms', async () => {
    const asked: string[] = []
    let answer = false
    vi.spyOn(window, 'confirm').mockImplementation((question) => {
      asked.push(String(question))
      return answer
    })
    await click(button('Delete Harbour Team'))
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatch(/^Delete the team "Harbour Team"\? Its members stay, each with their own payment terms/)
    expect(calls).toEqual([])

    answer = true
    await click(button('Delete Harbour Team'))
    await vi.waitFor(() => expect(calls).toEqual([`DELETE /api/teams/${harbour.id}`]))
  })
})

describe("the agent form's billing e-mail", () => {
  it("shows the agent's billing e-mail, described by its help, and saves a new one", async () => {
    await click(button('Edit Dana Agent'))
    const billing = byId<HTMLInputElement>(`agent-${dana!.id}-billingEmail`)
    expect(billing.type).toBe('email')
    expect(billing.required).toBe(false)
    expect(billing.value).toBe('ap@lakeside.example')
    expect(document.querySelector(`label[for="${billing.id}"]`)!.textContent).toBe('Billing e-mail (optional)')
    expect(byId(billing.getAttribute('aria-describedby')!).textContent).toMatch(
      /invoices, reminders and receipts go here/,
    )
    type(billing, 'accounts@harbour.example')
    await click(button('Save agent'))
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(calls).toEqual([`PUT /api/agents/${dana!.id}`])
    expect(sent[0]).toMatchObject({ email: dana!.email, billingEmail: 'accounts@harbour.example' })
  })

  it('sends a new agent without one as empty, which the service takes for none', async () => {
    await click(button('New agent'))
    type(byId('agent-new-name'), 'Sam Seller')
    type(byId('agent-new-email'), 'sam@example.com')
    await click(button('Add agent'))
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(calls).toEqual(['POST /api/agents'])
    expect(sent[0]).toMatchObject({ name: 'Sam Seller', email: 'sam@example.com', billingEmail: '' })
  })

  it("marks a refused address at the field with the service's message, announced with its help", async () => {
    await click(button('Edit Dana Agent'))
    const billing = byId<HTMLInputElement>(`agent-${dana!.id}-billingEmail`)
    type(billing, 'accounts at harbour')
    await click(button('Save agent'))
    await vi.waitFor(() => expect(billing.getAttribute('aria-invalid')).toBe('true'))
    const [error, help] = billing.getAttribute('aria-describedby')!.split(' ')
    expect(byId(error!).textContent).toBe('must be an e-mail address')
    expect(byId(help!).textContent).toMatch(/Leave it empty for none/)
  })
})
