import { Badge, Button, Container, ListGroup } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import { formatDollars } from '../../../../content/payments/money.ts'
import { dayText, torontoDay } from '../../../shared/torontoDate.ts'
import { apiRequest } from '../api.ts'
import { ProfileForm } from './ProfileForm.tsx'
import { YourData } from './YourData.tsx'
import {
  ACCOUNT_KEY,
  type AccountBooking,
  type AccountData,
  type AccountInvoice,
  orderStatusText,
  shootTime,
  streetOf,
} from './accountData.ts'

/** "for Dana Agent": a team member's item, on their billing contact's account. */
const forMember = ({ member }: { member?: { name: string } | null }) =>
  member ? <span className="fw-normal text-body-secondary"> · for {member.name}</span> : null

function Shoot({ booking }: { booking: AccountBooking }) {
  return (
    <ListGroup.Item as="li">
      <p className="mb-1 fw-semibold">{booking.address}</p>
      <p className="mb-1">
        {shootTime(booking.start)} · {booking.services.map((s) => s.name).join(', ')}{' '}
        <Badge bg={booking.status === 'cancelled' ? 'secondary' : 'primary'}>{booking.status}</Badge>
      </p>
      {booking.canChange && (
        <a href={booking.manageUrl}>
          Reschedule or cancel<span className="visually-hidden"> the shoot at {booking.address}</span>
        </a>
      )}
    </ListGroup.Item>
  )
}

function Invoice({ invoice }: { invoice: AccountInvoice }) {
  const owing = invoice.status === 'open'
  return (
    <ListGroup.Item as="li">
      <p className="mb-1 fw-semibold">
        Invoice {invoice.number} · {invoice.address}
        {forMember(invoice)}
      </p>
      <p className="mb-1">
        {formatDollars(invoice.totalCents)}, issued {dayText(invoice.issuedOn, 'short')}
        {owing && <>, due {dayText(invoice.dueOn, 'short')}</>}{' '}
        <Badge bg={owing ? 'warning' : 'secondary'} text={owing ? 'dark' : undefined}>
          {owing ? `${formatDollars(invoice.owingCents)} owing` : invoice.status === 'paid' ? 'Paid' : 'Void'}
        </Badge>
      </p>
      <ul className="list-unstyled mb-0 account-links">
        <li>
          <a href={invoice.url}>
            {owing ? 'Pay now' : 'View invoice'}
            <span className="visually-hidden"> {invoice.number}</span>
          </a>
        </li>
        <li>
          <a href={invoice.pdfUrl}>
            PDF<span className="visually-hidden"> of invoice {invoice.number}</span>
          </a>
        </li>
      </ul>
    </ListGroup.Item>
  )
}

/** A titled part of the page. */
function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `account-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A titled list, or what to say when it is empty. */
function Section({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <Panel title={title}>
      {children.length ? <ListGroup as="ul">{children}</ListGroup> : <p className="text-body-secondary">{empty}</p>}
    </Panel>
  )
}

/**
 * The signed-in page: the agent's upcoming shoots, deliveries, invoices, orders and past shoots, newest
 * first; then their profile, and their data (download, ask to erase).
 */
export function AccountOverview({ data }: { data: AccountData }) {
  const { mutate } = useSWRConfig()
  const now = Date.now()
  const upcoming = data.bookings.filter((b) => Date.parse(b.end) >= now && b.status !== 'cancelled').reverse()
  const past = data.bookings.filter((b) => !upcoming.includes(b))
  const signOut = async (everywhere: boolean) => {
    await apiRequest('POST', everywhere ? '/api/account/sign-out-everywhere' : '/api/account/sign-out')
    await mutate(ACCOUNT_KEY, undefined)
  }
  return (
    <>
      <header className="border-bottom py-3">
        <Container className="d-flex flex-wrap gap-2 align-items-center justify-content-between">
          <p className="mb-0">
            Signed in as <span className="fw-semibold">{data.agent.name}</span>
            <span className="d-block small text-body-secondary">{data.agent.email}</span>
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Button variant="outline-secondary" size="sm" onClick={() => void signOut(false)}>
              Sign out
            </Button>
            <Button variant="outline-secondary" size="sm" onClick={() => void signOut(true)}>
              Sign out everywhere
            </Button>
          </div>
        </Container>
      </header>
      <Container as="main" className="py-4">
        <h1 className="h3 mb-3">Your account</h1>
        <p className="mb-4">
          {/* /book fills in the agent's details from their session (templates/islands/booking/useAgentPrefill.ts). */}
          <a className="btn btn-primary" href={data.bookUrl}>
            Book again
          </a>
        </p>
        <Section title="Upcoming shoots" empty="No shoot booked.">
          {upcoming.map((b) => (
            <Shoot key={b.id} booking={b} />
          ))}
        </Section>
        <Section title="Deliveries" empty="Nothing delivered yet.">
          {data.listings
            .filter((l) => l.links)
            .map((l) => (
              <ListGroup.Item as="li" key={l.id}>
                <p className="mb-1 fw-semibold">
                  {streetOf(l.address)}
                  {forMember(l)}
                </p>
                <ul className="list-unstyled mb-0 account-links">
                  <li>
                    <a href={l.links!.propertyWebsite}>
                      Property website<span className="visually-hidden"> of {streetOf(l.address)}</span>
                    </a>
                  </li>
                  <li>
                    <a href={l.links!.unbrandedTour}>
                      Unbranded tour<span className="visually-hidden"> of {streetOf(l.address)}</span>
                    </a>
                  </li>
                  <li>
                    <a href={l.links!.deliveryPage}>
                      Delivery page (downloads)<span className="visually-hidden"> of {streetOf(l.address)}</span>
                    </a>
                  </li>
                </ul>
              </ListGroup.Item>
            ))}
        </Section>
        <Section title="Invoices" empty="No invoice yet.">
          {data.invoices.map((i) => (
            <Invoice key={i.id} invoice={i} />
          ))}
        </Section>
        <Section title="Orders" empty="No order yet.">
          {data.orders.map((o) => (
            <ListGroup.Item as="li" key={o.id}>
              <p className="mb-1 fw-semibold">
                {o.address}
                {forMember(o)}
              </p>
              <p className="mb-0">
                Ordered {dayText(torontoDay(o.createdAt), 'short')} · {formatDollars(o.totalCents)}{' '}
                <Badge bg="secondary">{orderStatusText[o.status] ?? o.status}</Badge>
              </p>
            </ListGroup.Item>
          ))}
        </Section>
        <Section title="Past shoots" empty="No past shoots yet.">
          {past.map((b) => (
            <Shoot key={b.id} booking={b} />
          ))}
        </Section>
        <Panel title="Your profile">
          <p>Your property websites show these from their next publish, which a change starts by itself.</p>
          <ProfileForm agent={data.agent} />
        </Panel>
        <Panel title="Your data">
          <YourData requestedAt={data.deletionRequestedAt} />
        </Panel>
      </Container>
    </>
  )
}
