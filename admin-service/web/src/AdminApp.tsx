import useSWR from 'swr'
import { Container, Spinner } from 'react-bootstrap'
import type { PortfolioData } from '../../../content/portfolio/store.ts'
import { errorText, type AuthUser } from './api.ts'
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

/** The admin states of the spec: checking → signed out, or loading data → main view. */
export function AdminApp() {
  const auth = useSWR<AuthUser>('/api/auth/user')
  const signedIn = auth.data?.authenticated === true
  const portfolio = useSWR<PortfolioData>(signedIn ? '/api/admin/portfolio' : null)

  if (auth.isLoading) return <Status text="Checking authentication..." />
  if (!signedIn) return <SignInCard />
  if (portfolio.error)
    return (
      <Container className="py-5">
        <div className="alert alert-danger" role="alert">
          Failed to fetch portfolio data: {errorText(portfolio.error)}
        </div>
      </Container>
    )
  if (!portfolio.data) return <Status text="Loading portfolio data..." />
  return <PortfolioManager name={auth.data?.name || 'Admin'} data={portfolio.data} />
}
