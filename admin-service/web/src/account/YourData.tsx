import { useState } from 'react'
import { Alert, Button } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import { INVOICE_RETENTION } from '../../../../content/account/retention.ts'
import { dayText, torontoDay } from '../../../shared/torontoDate.ts'
import { apiRequest, errorText } from '../api.ts'
import { ACCOUNT_KEY } from './accountData.ts'

/**
 * "Your data": the download of everything the studio holds about the agent (`GET /api/account/export`, a
 * JSON file), and their request to erase it (`POST /api/account/deletion-request`), which the owner confirms;
 * once asked, the date it was asked on. What erasing keeps is said before they ask.
 */
export function YourData({ requestedAt }: { requestedAt: string | null }) {
  const { mutate } = useSWRConfig()
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const ask = async () => {
    setBusy(true)
    try {
      const res = await apiRequest<{ message: string }>('POST', '/api/account/deletion-request')
      setAnswer({ ok: true, text: res.message })
      await mutate(ACCOUNT_KEY)
    } catch (error) {
      setAnswer({ ok: false, text: errorText(error) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <p>
        <a className="btn btn-outline-primary" href="/api/account/export" download>
          Download my data (JSON)
        </a>
      </p>
      <p className="mb-2">
        You can ask us to erase your personal data: your profile, headshot and logo, your sign-ins, your contact details
        and access notes on past bookings (once your upcoming shoots have taken place), your name and contact details on
        orders never invoiced, and your quote requests. {INVOICE_RETENTION}
      </p>
      {requestedAt ? (
        <p className="fw-semibold">
          You asked on {dayText(torontoDay(requestedAt), 'short')}; the studio will confirm it and e-mail you.
        </p>
      ) : (
        <Button variant="outline-danger" disabled={busy} onClick={() => void ask()}>
          {busy ? 'Sending...' : 'Ask to erase my data'}
        </Button>
      )}
      <div aria-live="polite" className="mt-2">
        {answer && <Alert variant={answer.ok ? 'success' : 'danger'}>{answer.text}</Alert>}
      </div>
    </>
  )
}
