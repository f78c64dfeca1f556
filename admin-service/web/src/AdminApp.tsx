import useSWR from 'swr'
import type { PortfolioData } from '../../../content/portfolio/store.ts'
import { AdminHeader } from './AdminHeader.tsx'
import { AdminSections, useSection } from './AdminSections.tsx'
import type { AuthUser } from './api.ts'
import { AUTH_KEY, PORTFOLIO_KEY } from './keys.ts'
import { unreadCount } from './leads/leadsApi.ts'
import { LeadsTab, useLeads } from './leads/LeadsTab.tsx'
import { ListingsTab } from './listings/ListingsTab.tsx'
import { BookingsTab } from './bookings/BookingsTab.tsx'
import { PaymentsTab } from './payments/PaymentsTab.tsx'
import { SetupNotice } from './payments/SetupChecklist.tsx'
import { FetchFailed, Status } from './LoadState.tsx'
import { PortfolioManager } from './PortfolioManager.tsx'
import { SignInCard } from './SignInCard.tsx'

/** The portfolio manager, once its data is loaded (spec: "Loading portfolio data..." until then). */
function PortfolioSection() {
  const portfolio = useSWR<PortfolioData>(PORTFOLIO_KEY)
  if (portfolio.error) return <FetchFailed what="Failed to fetch portfolio data" error={portfolio.error} />
  if (!portfolio.data) return <Status text="Loading portfolio data..." />
  return <PortfolioManager data={portfolio.data} />
}

/**
 * The admin states of the spec: checking → signed out, or signed in: the header, the section tabs and
 * the portfolio manager (with the payments set-up notice until it is done), the quote requests inbox
 * (`/admin#leads`), the listings (`/admin#listings`), the bookings or the payments (`/admin#payments`).
 */
export function AdminApp() {
  const auth = useSWR<AuthUser>(AUTH_KEY)
  const signedIn = auth.data?.authenticated === true
  const leads = useLeads(signedIn)
  const [section, setSection] = useSection()

  if (auth.isLoading) return <Status text="Checking authentication..." />
  if (!signedIn) return <SignInCard />
  return (
    <>
      <AdminHeader name={auth.data?.name || 'Admin'} />
      <AdminSections section={section} onSelect={setSection} unread={unreadCount(leads.data?.leads)} />
      <main className="mt-3">
        {section === 'leads' ? (
          <LeadsTab leads={leads} />
        ) : section === 'listings' ? (
          <ListingsTab />
        ) : section === 'bookings' ? (
          <BookingsTab />
        ) : section === 'payments' ? (
          <PaymentsTab />
        ) : (
          <>
            <SetupNotice />
            <PortfolioSection />
          </>
        )}
      </main>
    </>
  )
}
