import { useEffect, useState } from 'react'
import { Badge, Container, Nav } from 'react-bootstrap'

export type Section = 'portfolio' | 'leads' | 'listings' | 'bookings'

const fromHash = (): Section =>
  location.hash === '#leads'
    ? 'leads'
    : location.hash === '#listings' || location.hash.startsWith('#listings/')
      ? 'listings'
      : location.hash === '#bookings'
        ? 'bookings'
        : 'portfolio'

/** The section shown, kept in the address (`/admin#leads`, the link in the owner's lead e-mails). */
export function useSection(): [Section, (section: Section) => void] {
  const [section, setSection] = useState<Section>(fromHash)
  useEffect(() => {
    const onHash = () => setSection(fromHash())
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [])
  const select = (next: Section) => {
    history.replaceState(null, '', next === 'portfolio' ? location.pathname : `#${next}`)
    setSection(next)
  }
  return [section, select]
}

const SECTIONS: [Section, string][] = [
  ['portfolio', 'Portfolio'],
  ['leads', 'Leads'],
  ['listings', 'Listings'],
  ['bookings', 'Bookings'],
]

/** The admin's sections: the portfolio manager, the quote requests inbox (with its unread count) and the listings. */
export function AdminSections(props: { section: Section; onSelect: (section: Section) => void; unread: number }) {
  return (
    <div className="admin-sections border-bottom">
      <Container>
        <Nav variant="underline" as="nav" aria-label="Admin sections" activeKey={props.section}>
          {SECTIONS.map(([key, label]) => (
            <Nav.Item key={key}>
              <Nav.Link
                eventKey={key}
                onClick={() => props.onSelect(key)}
                aria-current={props.section === key ? 'page' : undefined}
              >
                {label}
                {key === 'leads' && props.unread > 0 && (
                  <>
                    {' '}
                    <Badge bg="danger" pill data-testid="leads-unread">
                      {props.unread}
                      <span className="visually-hidden"> unread</span>
                    </Badge>
                  </>
                )}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </Container>
    </div>
  )
}
