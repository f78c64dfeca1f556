// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BookingDetails } from '@content/account/bookingDetails.ts'
import { useAgentPrefill } from './useAgentPrefill.ts'

const details: BookingDetails = {
  name: 'Dana Agent',
  email: 'dana@example.com',
  phone: '+1 416 555 0199',
  brokerage: 'Lakeside Realty',
  places: [
    { address: '12 Maple Ave, Toronto', notes: 'Lockbox 2468' },
    { address: '9 Birch Rd', notes: 'Vacant; park in the lane' },
  ],
}

/** The details step's fields as BookingForm renders them, fed by the hook. */
function Fields() {
  const prefill = useAgentPrefill('/api', 'places')
  return (
    <form>
      <input name="name" defaultValue={prefill.initial('name')} />
      <input name="address" {...prefill.addressProps} />
      <textarea name="notes" />
    </form>
  )
}

let container: HTMLDivElement
let root: Root | undefined
let asked: string[]

/** Renders the fields in a new root, with the service answering `status` and `body` to the details request. */
async function render(status: number, body: unknown) {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  asked = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url)
      return new Response(JSON.stringify(body), { status })
    }),
  )
  container = document.body.appendChild(document.createElement('div'))
  const made = createRoot(container)
  root = made
  await act(async () => made.render(<Fields />))
}

/** Types `value` into the address field as a browser would (React hears the input event). */
function typeAddress(value: string) {
  const input = container.querySelector<HTMLInputElement>('input[name="address"]')!
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
  act(() => void input.dispatchEvent(new Event('input', { bubbles: true })))
}
const notes = () => container.querySelector('textarea')!

afterEach(() => {
  act(() => root?.unmount())
  container.remove()
  vi.unstubAllGlobals()
})

describe('useAgentPrefill', () => {
  it("fills a signed-in agent's details, and a past address's notes unless the agent wrote their own", async () => {
    await render(200, { details })
    expect(asked).toEqual(['/api/account/booking-details'])
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Dana Agent')
    expect(container.querySelector('input[name="address"]')!.getAttribute('list')).toBe('places')
    typeAddress('12 maple ave toronto')
    expect(notes().value).toBe('Lockbox 2468')
    typeAddress('9 Birch Rd')
    expect(notes().value).toBe('Vacant; park in the lane')
    typeAddress('1 New St')
    expect(notes().value).toBe('')
    notes().value = 'Call me on arrival'
    typeAddress('9 Birch Rd')
    expect(notes().value).toBe('Call me on arrival')
  })

  it('leaves the form as it was when signed out', async () => {
    await render(200, { details: null })
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('')
    expect(container.querySelector('input[name="address"]')!.hasAttribute('list')).toBe(false)
    typeAddress('12 Maple Ave, Toronto')
    expect(notes().value).toBe('')
  })
})
