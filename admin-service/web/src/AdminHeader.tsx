import { Button, Container, Navbar } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import { apiRequest } from './api.ts'
import { AUTH_KEY, PORTFOLIO_KEY } from './keys.ts'
import { PublishStatus } from './PublishStatus.tsx'
import { useToast } from './toast.tsx'

/** The header of every section: "Welcome {name}", the public site's publish status and the user button (log out). */
export function AdminHeader({ name }: { name: string }) {
  const { mutate } = useSWRConfig()
  const toast = useToast()
  const logout = async () => {
    try {
      await apiRequest('POST', '/api/auth/logout')
      toast({ title: 'Logged out' })
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
        <div className="ms-auto">
          <PublishStatus />
        </div>
        <Button variant="outline-dark" size="sm" onClick={logout} title="Log out">
          <span aria-hidden="true">👤 </span>
          {name} · Log out
        </Button>
      </Container>
    </Navbar>
  )
}
