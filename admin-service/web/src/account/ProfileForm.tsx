import { useState, type FormEvent } from 'react'
import { Alert, Button, Form } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import { LISTING_TEXT as T } from '../../../../content/listings/limits.ts'
import { apiRequest, errorFields, errorText, sendForm } from '../api.ts'
import { ErrorSummary, type Failure } from '../ErrorSummary.tsx'
import { fieldProblems } from '../fieldProblems.tsx'
import { ACCOUNT_KEY, type AccountData, type ProfileFields } from './accountData.ts'

type Field = keyof ProfileFields
type Image = 'headshot' | 'logo'
const IMAGE_LABELS: Record<Image, string> = { headshot: 'Headshot', logo: 'Brokerage logo' }

const FIELDS: { key: Field; label: string; type: string; autoComplete: string; hint?: string }[] = [
  { key: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'brokerage', label: 'Brokerage', type: 'text', autoComplete: 'organization' },
  {
    key: 'billingEmail',
    label: 'Billing e-mail (optional)',
    type: 'email',
    autoComplete: 'email',
    hint: 'Where your invoices go, if not to the address you sign in with.',
  },
]

/**
 * "Your profile": the agent's name, phone, brokerage and billing e-mail (`PUT /api/account/profile`), and
 * their headshot and brokerage logo (`POST /api/account/images`, sent after the fields are saved). What
 * the service refuses is summed up at the top of the form (focused, so it is read out) and named beside
 * each field; a saved profile is said in a live region. Their property websites show it from their next
 * publish, which a change starts by itself.
 */
export function ProfileForm({ agent }: { agent: AccountData['agent'] }) {
  const { mutate } = useSWRConfig()
  const [form, setForm] = useState<ProfileFields>({
    name: agent.name,
    phone: agent.phone,
    brokerage: agent.brokerage,
    billingEmail: agent.billingEmail,
  })
  const [fields, setFields] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<Failure | null>(null)
  const [images, setImages] = useState<Partial<Record<Image, File>>>({})
  const [saved, setSaved] = useState(false)
  const [busy, setBusy] = useState(false)
  const { invalid, feedback } = fieldProblems(fields, 'profile')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setSaved(false)
    try {
      let answer = await apiRequest<{ agent: AccountData['agent'] }>('PUT', '/api/account/profile', form)
      if (images.headshot || images.logo) {
        const body = new FormData()
        for (const [which, file] of Object.entries(images)) body.append(which, file)
        answer = await sendForm<{ agent: AccountData['agent'] }>('/api/account/images', body, () => {}).done
        setImages({})
      }
      setFields({})
      setFailure(null)
      setSaved(true)
      await mutate(ACCOUNT_KEY, (data?: AccountData) => data && { ...data, agent: answer.agent }, {
        revalidate: false,
      })
    } catch (error) {
      setFields(errorFields(error))
      setFailure({ text: errorText(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Form noValidate onSubmit={submit} className="account-narrow">
      {failure && <ErrorSummary failure={failure} />}
      {FIELDS.map(({ key, label, type, autoComplete, hint }) => (
        <Form.Group key={key} controlId={`profile-${key}`} className="mb-3">
          <Form.Label>{label}</Form.Label>
          <Form.Control
            type={type}
            autoComplete={autoComplete}
            value={form[key]}
            maxLength={T[key === 'billingEmail' ? 'email' : key]}
            required={key === 'name'}
            {...invalid(key)}
            {...(hint && !fields[key] ? { 'aria-describedby': `profile-${key}-hint` } : {})}
            onChange={(e) => {
              const value = e.currentTarget.value
              setForm((f) => ({ ...f, [key]: value }))
            }}
          />
          {hint && (
            <Form.Text id={`profile-${key}-hint`} className="d-block">
              {hint}
            </Form.Text>
          )}
          {feedback(key)}
        </Form.Group>
      ))}
      {(Object.keys(IMAGE_LABELS) as Image[]).map((which) => (
        <Form.Group key={which} controlId={`profile-${which}`} className="mb-3">
          <Form.Label>{IMAGE_LABELS[which]}</Form.Label>
          <Form.Control
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/tiff"
            aria-describedby={`profile-${which}-now`}
            onChange={(e) => {
              const file = (e.currentTarget as HTMLInputElement).files?.[0]
              setImages((i) => ({ ...i, [which]: file }))
            }}
          />
          <Form.Text id={`profile-${which}-now`} className="d-block">
            {agent[which] ? `Now: ${agent[which]}` : 'None yet'} (an image of 15 MB at most)
          </Form.Text>
        </Form.Group>
      ))}
      <div aria-live="polite">{saved && <Alert variant="success">Your profile is saved.</Alert>}</div>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Save profile'}
      </Button>
    </Form>
  )
}
