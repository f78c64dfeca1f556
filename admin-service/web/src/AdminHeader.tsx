import { Container, Dropdown, Navbar, SplitButton } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import { apiRequest } from './api.ts'
import { AUTH_KEY, PORTFOLIO_KEY } from './keys.ts'
import { BackupStatus } from './BackupStatus.tsx'
import { PublishStatus } from './PublishStatus.tsx'
import { useToast } from './toast.tsx'

/**
 * The header of every section: "Welcome {name}", the public site's publish status, the backups' state and the user button
 * (log out; its menu downloads all data as a ZIP and signs out everywhere).
 */
export function AdminHeader({ name }: { name: string }) {
  const { mutate } = useSWRConfig()
  const toast = useToast()
  /** Ends this session, or with `everywhere` every session of the owner on every browser. */
  const logout = async (everywhere = false) => {
    try {
      await apiRequest('POST', everywhere ? '/api/auth/logout-everywhere' : '/api/auth/logout')
      toast({ title: everywhere ? 'Signed out everywhere' : 'Logged out' })
    } finally {
      await mutate(AUTH_KEY)
      await mutate(PORTFOLIO_KEY, undefined, { revalidate: false })
    }
  }
  return (
    <Navbar bg="white" className="border-bottom">
      <Container className="flex-wrap gap-2">
        <Navbar.Brand as="h1" className="h5 mb-0">
          Welcome {name}
        </Navbar.Brand>
        <div className="ms-auto d-flex align-items-center gap-2 flex-wrap">
          <PublishStatus />
          <BackupStatus />
        </div>
        <SplitButton
          id="user-menu"
          variant="outline-dark"
          size="sm"
          align="end"
          onClick={() => void logout()}
          title={
            <>
              <span aria-hidden="true">👤 </span>
              {name} · Log out
            </>
          }
          toggleLabel="More sign-out options"
        >
          <Dropdown.Item href="/api/export.zip" download>
            Download all data (ZIP)
          </Dropdown.Item>
          <Dropdown.Divider />
          <Dropdown.Item as="button" onClick={() => void logout(true)}>
            Sign out everywhere
          </Dropdown.Item>
        </SplitButton>
      </Container>
    </Navbar>
  )
}
