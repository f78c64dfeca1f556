// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderAdminPart, typeInto } from '../../../../tests/support/adminPage.tsx'
import { ReviewRequests, type ReviewsBody } from './ReviewRequests.tsx'

const reviews: ReviewsBody = {
  settings: { link: '', after: 'paid', delayDays: 3, quietDays: 365, enabledAt: null },
  sends: true,
  requests: [],
  optOuts: 2,
}

let unmount = () => {}
afterEach(() => unmount())

describe('review requests on the Payments tab', () => {
  it('sends the settings and shows the service’s message beside the field it refused', async () => {
    const sent: unknown[] = []
    const part = await renderAdminPart(<ReviewRequests />, (url, init) => {
      if (url === '/api/reviews') return Response.json(reviews)
      if (url === '/api/reviews/settings' && init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)))
        return Response.json(
          { error: 'Some review settings are not valid', fields: { link: 'must be an https:// address' } },
          { status: 400 },
        )
      }
    })
    unmount = part.unmount
    const { container } = part
    expect(container.textContent).toContain('2 agents asked for no review requests')
    typeInto(container.querySelector<HTMLInputElement>('#reviews-link')!, 'http://g.page/x')
    typeInto(container.querySelector<HTMLSelectElement>('#reviews-after')!, 'delivered')
    typeInto(container.querySelector<HTMLInputElement>('#reviews-delay')!, '5')
    await act(async () => container.querySelector('form')!.requestSubmit())
    expect(sent).toEqual([{ link: 'http://g.page/x', after: 'delivered', delayDays: 5, quietDays: 365 }])
    const link = container.querySelector<HTMLInputElement>('#reviews-link')!
    expect(link.getAttribute('aria-invalid')).toBe('true')
    const message = document.getElementById(link.getAttribute('aria-describedby')!.split(' ')[0]!)!
    expect(message.textContent).toContain('must be an https:// address')
    expect(container.querySelector('[role="alert"]')!.textContent).toBe('Some review settings are not valid')
  })

  it('says when no mail server sends them, and lists the latest requests', async () => {
    const part = await renderAdminPart(<ReviewRequests />, (url) =>
      url === '/api/reviews'
        ? Response.json({
            ...reviews,
            sends: false,
            requests: [
              { orderId: 'o1', name: 'Dana Agent', email: 'dana@example.com', queuedAt: '2026-05-08T14:00:00.000Z' },
            ],
          })
        : undefined,
    )
    unmount = part.unmount
    expect(part.container.textContent).toContain('No mail server is set up (SMTP_URL): none are sent.')
    expect(part.container.querySelector('li')!.textContent).toBe('Dana Agent (dana@example.com), May 8, 2026')
  })
})
