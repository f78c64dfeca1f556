import useSWR from 'swr'
import type { PortfolioData } from '../../../content/portfolio/store.ts'
import { AdminSections, useSection } from './AdminSections.tsx'
import type { AuthUser } from './api.ts'
import { unreadCount } from './leads/leadsApi.ts'
import { LeadsTab, useLeads } from './leads/LeadsTab.tsx'
import { FetchFailed, Status } from './LoadState.tsx'
import { PortfolioManager } from './PortfolioManager.tsx'
import { SignInCard } from './SignInCard.tsx'

/**
 * The admin states of the spec: checking → signed out, or loading data → main view; signed in, the
 * portfolio manager or the quote requests inbox (`/admin#leads`).
 */
export function AdminApp() {
  const auth = useSWR<AuthUser>('/api/auth/user')
  const signedIn = auth.data?.authenticated === true
  const portfolio = useSWR<PortfolioData>(signedIn ? '/api/admin/portfolio' : null)
  const leads = useLeads(signedIn)
  const [section, setSection] = useSection()

  if (auth.isLoading) return <Status text="Checking authentication..." />
  if (!signedIn) return <SignInCard />
  const sections = <AdminSections section={section} onSelect={setSection} unread={unreadCount(leads.data?.leads)} />
  if (section === 'leads')
    return (
      <>
        {sections}
        <LeadsTab leads={leads} />
      </>
    )
  if (portfolio.error) return <FetchFailed what="Failed to fetch portfolio data" error={portfolio.error} />
  if (!portfolio.data) return <Status text="Loading portfolio data..." />
  return (
    <>
      {sections}
      <PortfolioManager name={auth.data?.name || 'Admin'} data={portfolio.data} />
    </>
  )
}
