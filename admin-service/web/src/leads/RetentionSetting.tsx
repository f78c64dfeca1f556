import { useState } from 'react'
import { Button, Form, InputGroup } from 'react-bootstrap'
import { MAX_RETENTION_MONTHS } from '../../../../content/leads/fields.ts'
import type { LeadSettings } from '../../../../content/leads/store.ts'

const choices = Array.from({ length: MAX_RETENTION_MONTHS }, (_, i) => i + 1)

/** How long requests are kept: at most what the privacy page promises. */
export function RetentionSetting(props: {
  settings: LeadSettings
  busy: boolean
  onSave: (months: number) => Promise<void>
}) {
  const [months, setMonths] = useState(props.settings.retentionMonths)
  return (
    <Form
      className="admin-retention"
      onSubmit={(e) => {
        e.preventDefault()
        void props.onSave(months)
      }}
    >
      <Form.Label htmlFor="lead-retention" className="small mb-1">
        Delete requests older than
      </Form.Label>
      <InputGroup size="sm">
        <Form.Select id="lead-retention" value={months} onChange={(e) => setMonths(Number(e.target.value))}>
          {choices.map((m) => (
            <option key={m} value={m}>
              {m} {m === 1 ? 'month' : 'months'}
            </option>
          ))}
        </Form.Select>
        <Button
          type="submit"
          variant="outline-primary"
          disabled={props.busy || months === props.settings.retentionMonths}
        >
          Save
        </Button>
      </InputGroup>
    </Form>
  )
}
