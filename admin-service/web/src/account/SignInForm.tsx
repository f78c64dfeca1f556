import { useState, type FormEvent } from 'react'
import { Alert, Button, Card, Container, Form } from 'react-bootstrap'
import { apiRequest, errorText } from '../api.ts'

/** The signed-out page: an e-mail field that asks for a sign-in link. */
export function SignInForm() {
  const [email, setEmail] = useState('')
  const [sent, setSent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    setSent(null)
    try {
      const answer = await apiRequest<{ message: string }>('POST', '/api/account/sign-in', { email })
      setSent(answer.message)
    } catch (caught) {
      setError(errorText(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Container as="main" className="py-5 account-narrow">
      <Card>
        <Card.Body>
          <h1 className="h4">Sign in to your account</h1>
          <p>Type the e-mail address you book with. We will e-mail you a link to sign in: no password needed.</p>
          <Form onSubmit={submit}>
            <Form.Group className="mb-3" controlId="account-email">
              <Form.Label>E-mail address</Form.Label>
              <Form.Control
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </Form.Group>
            <div aria-live="polite">
              {sent && <Alert variant="success">{sent}</Alert>}
              {error && <Alert variant="danger">{error}</Alert>}
            </div>
            <Button type="submit" disabled={busy || !email}>
              {busy ? 'Sending...' : 'E-mail me a sign-in link'}
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </Container>
  )
}
