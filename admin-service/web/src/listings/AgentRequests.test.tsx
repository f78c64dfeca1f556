// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAdminPart } from '../../../../tests/support/adminPage.tsx'
import { AgentRequests } from './AgentRequests.tsx'

let unmount = () => {}
afterEach(() => unmount())

const dana = { name: 'Dana Agent', phone: '+1 416 555 0199', email: 'dana@example.com', brokerage: 'Lakeside' }
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })

describe('AgentRequests', () => {
  it("lists an open request to erase an agent's data with Confirm, and the profile changes with who made them", async () => {
    let confirmed = false
    const calls: string[] = []
    const part = await renderAdminPart(<AgentRequests />, (url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`)
      if (url === '/api/agents/deletion-requests')
        return json({
          requests: [
            {
              id: 'request-12345678',
              agentId: 'agent-1234567890',
              name: 'Dana Agent',
              email: 'dana@example.com',
              requestedAt: '2026-11-20T15:00:00.000Z',
              confirmedAt: confirmed ? '2026-11-21T15:00:00.000Z' : null,
            },
          ],
        })
      if (url === '/api/agents/deletion-requests/request-12345678/confirm') {
        confirmed = true
        return json({ request: {} })
      }
      if (url.startsWith('/api/listings/history'))
        return json({
          changes: [
            {
              id: 3,
              at: '2026-11-20T16:00:00.000Z',
              action: 'agent-update',
              subjectId: 'a',
              by: 'agent',
              before: dana,
              after: { ...dana, phone: '+1 647 555 0100', billingEmail: 'ap@lakeside.example' },
            },
            { id: 2, at: '2026-11-19T16:00:00.000Z', action: 'create', subjectId: null, before: null, after: {} },
            {
              id: 1,
              at: '2026-11-18T16:00:00.000Z',
              action: 'agent-update',
              subjectId: 'a',
              before: { ...dana, brokerage: 'Old' },
              after: dana,
            },
          ],
        })
      return undefined
    })
    unmount = part.unmount
    await vi.waitFor(() => expect(part.container.textContent).toContain('asked'))
    const changes = [...part.container.querySelectorAll('[data-testid="agent-changes"] li')].map((li) => li.textContent)
    expect(changes).toEqual([
      expect.stringMatching(/^Dana Agent phone, billing e-mail · by the agent · /),
      expect.stringMatching(/^Dana Agent brokerage · by you · /),
    ])
    const confirm = part.container.querySelector('button')!
    expect(confirm.textContent).toBe('Confirm erasing the data of Dana Agent')
    await act(async () => confirm.click())
    await vi.waitFor(() => expect(part.container.textContent).toContain('None waiting.'))
    expect(calls).toContain('POST /api/agents/deletion-requests/request-12345678/confirm')
  })
})
