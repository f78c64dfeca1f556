import { describe, expect, it } from 'vitest'
import { orderTerms, type AgentTerms } from './orderTerms.ts'

const agents = (
  list: AgentTerms['agents'],
  listings: Record<string, string | null> = {},
  teams: AgentTerms['teams'] = [],
): AgentTerms => ({
  agents: list,
  teams,
  get: (id) => (id in listings ? { agentId: listings[id]! } : undefined),
})
const order = (fields: { terms?: 'due-on-receipt' | 'net30'; listingId?: string | null; email?: string } = {}) => ({
  terms: fields.terms ?? ('due-on-receipt' as const),
  listingId: fields.listingId ?? null,
  client: { name: 'Sam Seller', email: fields.email ?? 'sam@harbour.example', phone: '' },
})

describe("an order's terms", () => {
  it("are net 30 when the agent of the order's listing has them", () => {
    const desk = agents(
      [
        { id: 'agent-net', email: 'office@harbour.example', terms: 'net30' },
        { id: 'agent-sam', email: 'sam@harbour.example', terms: 'due-on-receipt' },
      ],
      { L1: 'agent-net' },
    )
    expect(orderTerms(order({ listingId: 'L1' }), desk)).toBe('net30')
  })

  it("are the profile's with the client's e-mail (any case) when the order has no listing", () => {
    const desk = agents([{ id: 'a', email: 'Sam@Harbour.example', terms: 'net30' }])
    expect(orderTerms(order(), desk)).toBe('net30')
    expect(orderTerms(order({ email: 'dana@lakeside.example' }), desk)).toBe('due-on-receipt')
  })

  it("stay the order's own net 30, and due on receipt without agents", () => {
    const desk = agents([{ id: 'a', email: 'sam@harbour.example', terms: 'due-on-receipt' }])
    expect(orderTerms(order({ terms: 'net30' }), desk)).toBe('net30')
    expect(orderTerms(order(), undefined)).toBe('due-on-receipt')
  })

  it("are the team's for a member whose own are due on receipt; a member's own net 30 holds in any team", () => {
    const desk = agents(
      [
        { id: 'sam', email: 'sam@harbour.example', terms: 'due-on-receipt' },
        { id: 'dana', email: 'dana@harbour.example', terms: 'net30' },
        { id: 'lee', email: 'lee@lakeside.example', terms: 'due-on-receipt' },
      ],
      { L1: 'sam' },
      [
        { memberIds: ['sam'], terms: 'net30' },
        { memberIds: ['dana', 'lee'], terms: 'due-on-receipt' },
      ],
    )
    expect(orderTerms(order({ listingId: 'L1', email: 'assistant@harbour.example' }), desk)).toBe('net30')
    expect(orderTerms(order(), desk)).toBe('net30')
    expect(orderTerms(order({ email: 'dana@harbour.example' }), desk)).toBe('net30')
    expect(orderTerms(order({ email: 'lee@lakeside.example' }), desk)).toBe('due-on-receipt')
    // Out of the team, the member's own terms again.
    expect(orderTerms(order(), { ...desk, teams: [] })).toBe('due-on-receipt')
  })
})
