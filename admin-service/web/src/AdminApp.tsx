import { useState, type ReactNode } from 'react'
import useSWR from 'swr'
import { Container, Nav, Spinner } from 'react-bootstrap'
import type { PortfolioData } from '../../../content/portfolio/store.ts'
import { AdminHeader } from './AdminHeader.tsx'
import { errorText, type AuthUser } from './api.ts'
import { AUTH_KEY, PORTFOLIO_KEY } from './keys.ts'
import { PortfolioManager } from './PortfolioManager.tsx'
import { SignInCard } from './SignInCard.tsx'

function Status({ text }: { text: string }) {
  return (
    <Container className="py-5 text-center" role="status">
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      {text}
    </Container>
  )
}

/** The portfolio manager, once its data is loaded (spec: "Loading portfolio data..." until then). */
function PortfolioSection() {
  const portfolio = useSWR<PortfolioData>(PORTFOLIO_KEY)
  if (portfolio.error)
    return (
      <Container className="py-5">
        <div className="alert alert-danger" role="alert">
          Failed to fetch portfolio data: {errorText(portfolio.error)}
        </div>
      </Container>
    )
  if (!portfolio.data) return <Status text="Loading portfolio data..." />
  return <PortfolioManager data={portfolio.data} />
}

/** The admin's top-level sections, as tabs under the header: add one here to give it a tab. */
const sections: { key: string; label: string; render: () => ReactNode }[] = [
  { key: 'portfolio', label: 'Portfolio', render: () => <PortfolioSection /> },
]

/** The admin states of the spec: checking → signed out, or loading data → main view. */
export function AdminApp() {
  const auth = useSWR<AuthUser>(AUTH_KEY)
  const [section, setSection] = useState(sections[0]!.key)

  if (auth.isLoading) return <Status text="Checking authentication..." />
  if (auth.data?.authenticated !== true) return <SignInCard />
  return (
    <>
      <AdminHeader name={auth.data.name || 'Admin'} />
      <Container as="nav" aria-label="Admin sections" className="mt-2 mb-3">
        <Nav variant="underline" activeKey={section} onSelect={(key) => key && setSection(key)}>
          {sections.map((s) => (
            <Nav.Item key={s.key}>
              <Nav.Link as="button" eventKey={s.key} aria-current={s.key === section ? 'page' : undefined}>
                {s.label}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </Container>
      <main>{sections.find((s) => s.key === section)!.render()}</main>
    </>
  )
}
