import { Container, Spinner } from 'react-bootstrap'
import { errorText } from './api.ts'

/** A section still loading: spinner and text, announced politely. */
export function Status({ text }: { text: string }) {
  return (
    <Container className="py-5 text-center" role="status">
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      {text}
    </Container>
  )
}

/** A section whose data could not be fetched: "<what>: <the API's message>". */
export function FetchFailed({ what, error }: { what: string; error: unknown }) {
  return (
    <Container className="py-5">
      <div className="alert alert-danger" role="alert">
        {what}: {errorText(error)}
      </div>
    </Container>
  )
}
