// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAdminPart, typeInto } from '../../../../tests/support/adminPage.tsx'
import { ProfileForm } from './ProfileForm.tsx'
import type { AccountData } from './accountData.ts'

const agent: AccountData['agent'] = {
  id: 'agent-1234567890',
  email: 'dana@example.com',
  name: 'Dana Agent',
  phone: '+1 416 555 0199',
  brokerage: 'Lakeside Realty',
  billingEmail: '',
  headshot: null,
  logo: 'lakeside.png',
}

let unmount = () => {}
afterEach(() => unmount())

/** The form with a stub service answering each PUT with `answer`, keeping the bodies sent. */
async function rendered(answer: (body: Record<string, string>) => Response) {
  const sent: Record<string, string>[] = []
  const part = await renderAdminPart(<ProfileForm agent={agent} />, (url, init) => {
    if (url !== '/api/account/profile' || init?.method !== 'PUT') return undefined
    const body = JSON.parse(String(init.body)) as Record<string, string>
    sent.push(body)
    return answer(body)
  })
  unmount = part.unmount
  const field = (label: string) =>
    part.container.querySelector<HTMLInputElement>(`#${labelFor(part.container, label)}`)!
  const save = async () =>
    act(async () => part.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
  return { ...part, sent, field, save }
}

const labelFor = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('label')].find((l) => l.textContent === text)!.htmlFor

describe('ProfileForm', () => {
  it('has a label for each field, filled in from the profile, and sends what the agent typed', async () => {
    const form = await rendered(
      (body) => new Response(JSON.stringify({ agent: { ...agent, ...body } }), { status: 200 }),
    )
    expect(form.field('Name').value).toBe('Dana Agent')
    expect(form.field('Phone').type).toBe('tel')
    expect(form.field('Brokerage').value).toBe('Lakeside Realty')
    const billing = form.field('Billing e-mail (optional)')
    expect(billing.type).toBe('email')
    expect(document.getElementById(billing.getAttribute('aria-describedby')!)!.textContent).toMatch(/invoices go/)
    typeInto(form.field('Phone'), '+1 647 555 0100')
    typeInto(billing, 'accounts@lakeside.example')
    await form.save()
    await vi.waitFor(() =>
      expect(form.container.querySelector('[aria-live="polite"]')!.textContent).toBe('Your profile is saved.'),
    )
    expect(form.sent).toEqual([
      {
        name: 'Dana Agent',
        phone: '+1 647 555 0100',
        brokerage: 'Lakeside Realty',
        billingEmail: 'accounts@lakeside.example',
      },
    ])
  })

  it('announces what the service refused: a focused summary linking each field, and the message beside it', async () => {
    const refusal = {
      error: 'Please check the fields marked below',
      fields: { phone: 'Type a phone number with digits', billingEmail: 'Type an e-mail address' },
    }
    const form = await rendered(() => new Response(JSON.stringify(refusal), { status: 400 }))
    typeInto(form.field('Phone'), 'call me')
    await form.save()
    await vi.waitFor(() => expect(form.container.querySelector('[role="alert"]')).not.toBeNull())
    const summary = form.container.querySelector('[role="alert"]')!
    expect(document.activeElement).toBe(summary)
    expect([...summary.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Phone: Type a phone number with digits',
      'Billing e-mail (optional): Type an e-mail address',
    ])
    const phone = form.field('Phone')
    expect(phone.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Type a phone number with digits',
    )
    expect(form.field('Name').getAttribute('aria-invalid')).toBeNull()
    expect(form.container.querySelector('[aria-live="polite"]')!.textContent).toBe('')
  })
})
