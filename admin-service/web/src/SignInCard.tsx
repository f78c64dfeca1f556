import { useState, type FormEvent } from 'react'
import { Alert, Button, Card, Container, Form } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import { apiRequest, errorText } from './api.ts'

/** The signed-out state (decisions.md): "Authentication Required" with a sign-in form and Refresh Page. */
export function SignInCard() {
  const { mutate } = useSWRConfig()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const user = await apiRequest('POST', '/api/auth/login', { password })
      setPassword('')
      await mutate('/api/auth/user', user, { revalidate: false })
    } catch (caught) {
      setError(errorText(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Container className="py-5 admin-signin">
      <Card>
        <Card.Body>
          <Card.Title as="h1" className="h4">
            Authentication Required
          </Card.Title>
          <Card.Text>Sign in with the owner password to manage the portfolio.</Card.Text>
          <Form onSubmit={submit}>
            <Form.Group className="mb-3" controlId="admin-password">
              <Form.Label>Password</Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Form.Group>
            {error && (
              <Alert variant="danger" role="alert">
                {error}
              </Alert>
            )}
            <div className="d-flex gap-2">
              <Button type="submit" disabled={busy || !password}>
                {busy ? 'Signing in...' : 'Sign in'}
              </Button>
              <Button variant="outline-secondary" onClick={() => window.location.reload()}>
                Refresh Page
              </Button>
            </div>
          </Form>
        </Card.Body>
      </Card>
    </Container>
  )
}
