import { describe, expect, it } from 'vitest'
import { listingsApp } from '../../../tests/support/listingsApp.ts'
import { ListingStore } from './ListingStore.ts'

const profile = (name: string, email: string) => ({ name, brokerage: 'Lakeside Realty', phone: '', email })

async function withAgents() {
  const app = await listingsApp()
  await app.signIn()
  const dana = await app.listings.addAgent(profile('Dana Agent', 'dana@example.com'))
  const sam = await app.listings.addAgent(profile('Sam Seller', 'sam@example.com'))
  const lee = await app.listings.addAgent(profile('Lee Office', 'lee@example.com'))
  const send = (method: 'post' | 'put' | 'delete' | 'get', path: string, body?: object) =>
    app.agent[method](path).set(app.xhr).send(body)
  return { ...app, dana, sam, lee, send }
}

describe('the owner’s teams (/api/teams)', () => {
  it('are the owner’s only: 401 without the owner’s session, on every route', async () => {
    const { request, xhr, listings } = await withAgents()
    const team = await listings.addTeam({ name: 'Harbour Team' })
    for (const [method, path] of [
      ['get', '/api/teams'],
      ['post', '/api/teams'],
      ['get', `/api/teams/${team.id}`],
      ['put', `/api/teams/${team.id}`],
      ['delete', `/api/teams/${team.id}`],
      ['post', `/api/teams/${team.id}/members`],
      ['delete', `/api/teams/${team.id}/members/AAAAAAAAAAAAAAAA`],
    ] as const)
      expect((await request()[method](path).set(xhr).send({})).status, `${method} ${path}`).toBe(401)
  })

  it('creates a team, adds and removes members, names a billing contact and sets its terms', async () => {
    const { send, dana, sam } = await withAgents()
    const made = await send('post', '/api/teams', { name: 'Harbour Team', kind: 'team', brokerage: 'Lakeside Realty' })
    expect(made.status).toBe(201)
    const id = made.body.team.id as string
    expect(made.body.team).toMatchObject({ name: 'Harbour Team', memberIds: [], billingContactId: null })
    expect(made.body.team.terms).toBe('due-on-receipt')

    expect((await send('post', `/api/teams/${id}/members`, { agentId: dana.id })).body.team.memberIds).toEqual([
      dana.id,
    ])
    await send('post', `/api/teams/${id}/members`, { agentId: sam.id })
    const named = await send('put', `/api/teams/${id}`, { billingContactId: sam.id, terms: 'net30', name: 'Harbour' })
    expect(named.status).toBe(200)
    expect(named.body.team).toMatchObject({
      name: 'Harbour',
      brokerage: 'Lakeside Realty',
      memberIds: [dana.id, sam.id],
      billingContactId: sam.id,
      terms: 'net30',
    })
    // Taking the billing contact out of the team leaves it without one.
    const removed = await send('delete', `/api/teams/${id}/members/${sam.id}`)
    expect(removed.body.team).toMatchObject({ memberIds: [dana.id], billingContactId: null })
    expect((await send('get', '/api/teams')).body.teams).toEqual([removed.body.team])
    expect((await send('delete', `/api/teams/${id}`)).body).toEqual({ ok: true })
    expect((await send('get', '/api/teams')).body.teams).toEqual([])
  })

  it('answers 400 naming each bad field, and 404 for an unknown team or member', async () => {
    const { send, dana, sam, lee } = await withAgents()
    const bad = await send('post', '/api/teams', { name: ' ', kind: 'office', terms: 'net60', memberIds: ['x'] })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['kind', 'memberIds', 'name', 'terms'])
    const notMember = await send('post', '/api/teams', {
      name: 'Harbour',
      memberIds: [dana.id],
      billingContactId: sam.id,
    })
    expect(notMember.status).toBe(400)
    expect(notMember.body.fields).toEqual({ billingContactId: 'must be one of the team’s members' })
    const unknown = await send('post', '/api/teams', { name: 'Harbour', memberIds: ['AAAAAAAAAAAAAAAA'] })
    expect(unknown.body.fields).toEqual({ memberIds: 'names no agent profile "AAAAAAAAAAAAAAAA"' })

    const team = (await send('post', '/api/teams', { name: 'Harbour', memberIds: [dana.id] })).body.team
    expect((await send('post', `/api/teams/${team.id}/members`, { agentId: 'nobody' })).body.fields).toEqual({
      agentId: 'names no agent profile',
    })
    for (const [method, path] of [
      ['get', '/api/teams/AAAAAAAAAAAAAAAA'],
      ['put', '/api/teams/AAAAAAAAAAAAAAAA'],
      ['delete', '/api/teams/AAAAAAAAAAAAAAAA'],
      ['post', '/api/teams/AAAAAAAAAAAAAAAA/members'],
      ['delete', `/api/teams/${team.id}/members/${lee.id}`],
    ] as const)
      expect((await send(method, path, { agentId: lee.id })).status, `${method} ${path}`).toBe(404)
  })

  it('deletes a team: its members keep their own terms and profiles, lose the team and may join another', async () => {
    const { send, listings, dana, sam } = await withAgents()
    await send('put', `/api/agents/${sam.id}`, { terms: 'net30' })
    const team = (
      await send('post', '/api/teams', {
        name: 'Harbour',
        memberIds: [dana.id, sam.id],
        billingContactId: sam.id,
        terms: 'net30',
      })
    ).body.team
    const profiles = [listings.getAgent(dana.id), listings.getAgent(sam.id)]
    const deleted = await send('delete', `/api/teams/${team.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ ok: true })
    expect((await send('get', `/api/teams/${team.id}`)).status).toBe(404)
    expect((await send('delete', `/api/teams/${team.id}`)).status).toBe(404)
    expect([listings.getAgent(dana.id), listings.getAgent(sam.id)]).toEqual(profiles)
    expect(profiles.map((a) => a!.terms)).toEqual(['due-on-receipt', 'net30'])
    // In no team now, each may join another.
    const next = await send('post', '/api/teams', { name: 'Lakeside', memberIds: [dana.id, sam.id] })
    expect(next.status).toBe(201)
  })

  it('keeps an agent in one team at most', async () => {
    const { send, dana, sam } = await withAgents()
    await send('post', '/api/teams', { name: 'Harbour Team', memberIds: [dana.id] })
    const other = (await send('post', '/api/teams', { name: 'Lakeside', memberIds: [sam.id] })).body.team
    const refused = await send('post', `/api/teams/${other.id}/members`, { agentId: dana.id })
    expect(refused.status).toBe(400)
    expect(refused.body.fields).toEqual({
      memberIds: 'Dana Agent is in the team "Harbour Team": an agent is in one team at most',
    })
    expect((await send('post', '/api/teams', { name: 'Third', memberIds: [dana.id] })).status).toBe(400)
    expect((await send('get', `/api/teams/${other.id}`)).body.team.memberIds).toEqual([sam.id])
  })

  it('records each change in the history the owner reads', async () => {
    const { send, listings, dana } = await withAgents()
    const id = (await send('post', '/api/teams', { name: 'Harbour' })).body.team.id
    await send('post', `/api/teams/${id}/members`, { agentId: dana.id })
    await send('put', `/api/teams/${id}`, { terms: 'net30' })
    await send('put', `/api/teams/${id}`, { terms: 'net30' })
    await send('delete', `/api/teams/${id}`)
    const changes = (await send('get', '/api/listings/history?limit=4')).body.changes
    expect(changes.map((c: { action: string; subjectId: string }) => [c.action, c.subjectId])).toEqual([
      ['team-remove', id],
      ['team-update', id],
      ['team-update', id],
      ['team-add', id],
    ])
    expect(changes[1].before.terms).toBe('due-on-receipt')
    expect(changes[1].after.terms).toBe('net30')
    expect(listings.history(10).filter((c) => c.action.startsWith('team-'))).toHaveLength(4)
  })
})

describe('the listings file with teams', () => {
  it('refuses a file that puts one agent in two teams, and reads an older file without teams', () => {
    const at = '2026-11-02T10:00:00.000Z'
    const team = (id: string) => ({
      id: id.repeat(16),
      name: id,
      memberIds: ['D'.repeat(16)],
      createdAt: at,
      updatedAt: at,
    })
    const file = { settings: { mlsLongEdge: 2048 }, agents: [], listings: [] }
    // Files as written: parsed when opened, a file without `teams` included.
    const open = (data: object) => ListingStore.inMemory(data as Parameters<typeof ListingStore.inMemory>[0])
    expect(() => open({ ...file, teams: [team('A'), team('B')] })).toThrow(/in two teams/)
    expect(open(file).teams).toEqual([])
  })
})
