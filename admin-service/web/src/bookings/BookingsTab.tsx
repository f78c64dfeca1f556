import { useState } from 'react'
import { Alert, Button, Container, Nav } from 'react-bootstrap'
import useSWR, { useSWRConfig } from 'swr'
import { errorText } from '../api.ts'
import { IntakeHealth } from '../leads/IntakeHealth.tsx'
import { FetchFailed, Status } from '../LoadState.tsx'
import { Agenda } from './Agenda.tsx'
import { BOOKINGS_KEY, rotateFeed, torontoDayOf, torontoTimeOf, undoBooking, type BookingsBody } from './bookingsApi.ts'
import { NewBooking } from './NewBooking.tsx'
import { SettingsForm } from './SettingsForm.tsx'

type View = 'agenda' | 'new' | 'availability' | 'history'

/** The Bookings section: the agenda, a new booking (from a lead), the availability settings and the history. */
export function BookingsTab() {
  const bookings = useSWR<BookingsBody>(BOOKINGS_KEY, { refreshInterval: 30_000 })
  const [view, setView] = useState<View>('agenda')
  if (bookings.error) return <FetchFailed what="Failed to fetch bookings" error={bookings.error} />
  if (!bookings.data) return <Status text="Loading bookings..." />
  const data = bookings.data
  const failingFeeds = data.feeds.filter((f) => f.error)
  const failedMails = data.mails.filter((m) => m.delivery?.state === 'failed')
  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">Bookings</h1>
      {failingFeeds.map((feed) => (
        <Alert key={feed.memberId} variant="warning">
          Busy calendar of {data.settings.team.find((m) => m.id === feed.memberId)?.name ?? feed.memberId}: {feed.error}
          {feed.fetchedAt ? ` (last read ${torontoDayOf(feed.fetchedAt)}, ${torontoTimeOf(feed.fetchedAt)})` : ''}
        </Alert>
      ))}
      {failedMails.length > 0 && (
        <Alert variant="warning">
          {failedMails.length} booking e-mail{failedMails.length === 1 ? '' : 's'} could not be sent:{' '}
          {failedMails[0]!.delivery?.lastError}
        </Alert>
      )}
      {data.intake && <IntakeHealth intake={data.intake} />}
      <Nav variant="tabs" className="mb-3" aria-label="Bookings views" activeKey={view}>
        {(
          [
            ['agenda', 'Agenda'],
            ['new', 'New booking'],
            ['availability', 'Availability'],
            ['history', 'History and calendar feed'],
          ] as const
        ).map(([key, label]) => (
          <Nav.Item key={key}>
            <Nav.Link eventKey={key} onClick={() => setView(key)} aria-current={view === key ? 'page' : undefined}>
              {label}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {view === 'agenda' && <Agenda data={data} />}
      {view === 'new' && <NewBooking data={data} onDone={() => setView('agenda')} />}
      {view === 'availability' && <SettingsForm settings={data.settings} holidays={data.holidays} />}
      {view === 'history' && <HistoryAndFeed data={data} />}
    </Container>
  )
}

function HistoryAndFeed({ data }: { data: BookingsBody }) {
  const { mutate } = useSWRConfig()
  const [problem, setProblem] = useState<string | null>(null)
  const [undone, setUndone] = useState<string | null>(null)
  const [undoing, setUndoing] = useState<string | null>(null)
  const undo = async (change: BookingsBody['history'][number]) => {
    setProblem(null)
    setUndone(null)
    setUndoing(change.id)
    try {
      await undoBooking(change.bookingId!)
      setUndone(`Undone: ${change.summary}`)
      await mutate(BOOKINGS_KEY)
    } catch (error) {
      setProblem(errorText(error))
    } finally {
      setUndoing(null)
    }
  }
  const feedUrl = `${location.origin}${data.feedPath}`
  return (
    <>
      <h2 className="h4">Calendar feed</h2>
      <p>
        Subscribe to this secret address in your phone’s calendar to see every booking there:{' '}
        <code className="text-break">{feedUrl}</code>
      </p>
      <Button
        variant="outline-danger"
        size="sm"
        onClick={() =>
          void rotateFeed().then(
            () => mutate(BOOKINGS_KEY),
            (error: unknown) => setProblem(errorText(error)),
          )
        }
      >
        Make a new address (the old one stops working)
      </Button>
      {problem && (
        <Alert variant="danger" className="mt-2" role="alert">
          {problem}
        </Alert>
      )}
      <h2 className="h4 mt-4">History</h2>
      <p className="text-muted small">
        A booking’s last change can be undone: a cancelled booking comes back, a moved one goes back to its time, and
        the client gets the updated invitation.
      </p>
      <div role="status">{undone && <Alert variant="success">{undone}</Alert>}</div>
      {data.history.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ul className="list-unstyled">
          {data.history.map((h) => (
            <li key={h.id} className="mb-1" data-testid="booking-history-entry">
              {torontoDayOf(h.at)}, {torontoTimeOf(h.at)}: {h.summary} ({h.by}){' '}
              {h.undoable && h.bookingId && (
                <Button
                  size="sm"
                  variant="outline-primary"
                  disabled={undoing !== null}
                  aria-label={`Undo: ${h.summary}`}
                  onClick={() => void undo(h)}
                >
                  {undoing === h.id ? 'Undoing...' : 'Undo'}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
