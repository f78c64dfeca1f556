import { useCallback, useMemo, useState } from 'react'
import { Alert, Button, ButtonGroup, Col, Container, Row, Stack } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import type { LeadPatch, StoredLead } from '../../../../content/leads/store.ts'
import { errorText } from '../api.ts'
import { useToast } from '../toast.tsx'
import { IntakeHealth } from './IntakeHealth.tsx'
import { LeadDetail } from './LeadDetail.tsx'
import { LeadList } from './LeadList.tsx'
import { deleteLead, LEADS_CSV, LEADS_KEY, patchLead, saveLeadSettings, type LeadsBody } from './leadsApi.ts'
import { RetentionSetting } from './RetentionSetting.tsx'

/**
 * The Leads tab: quote requests newest first (inbox or spam), one opened in full beside the list,
 * status, notes, delete, CSV export and the retention setting. Says so when leads are not e-mailed.
 */
export function LeadsInbox({ data }: { data: LeadsBody }) {
  const { mutate } = useSWRConfig()
  const toast = useToast()
  const [view, setView] = useState<'inbox' | 'spam'>('inbox')
  const [selected, setSelected] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Stable between renders, so choosing a lead re-renders two rows of the list, not hundreds.
  const inbox = useMemo(() => data.leads.filter((l) => !l.spam), [data.leads])
  const spam = useMemo(() => data.leads.filter((l) => l.spam), [data.leads])
  const shown = view === 'inbox' ? inbox : spam
  const lead = shown.find((l) => l.id === selected) ?? null

  const act = async (failure: string, action: () => Promise<unknown>, success?: string) => {
    setBusy(true)
    try {
      await action()
      if (success) toast({ title: success })
    } catch (error) {
      toast({ title: failure, description: errorText(error), variant: 'destructive' })
    } finally {
      setBusy(false)
      await mutate(LEADS_KEY)
    }
  }

  const open = useCallback(
    (opened: StoredLead) => {
      setSelected(opened.id)
      if (opened.read) return
      patchLead(opened.id, { read: true }).then(
        () => mutate(LEADS_KEY),
        (error: unknown) =>
          toast({ title: 'Could not mark the request as read', description: errorText(error), variant: 'destructive' }),
      )
    },
    [mutate, toast],
  )
  const change = (patch: LeadPatch) =>
    act(
      'Could not save the change',
      () => patchLead(lead!.id, patch),
      patch.notes === undefined ? undefined : 'Notes saved',
    )
  const remove = async () => {
    if (!window.confirm(`Delete the request from ${lead!.name} for good? This cannot be undone.`)) return
    await act('Could not delete the request', () => deleteLead(lead!.id), 'Request deleted')
    setSelected(null)
  }

  return (
    <Container as="section" aria-labelledby="leads-heading" className="pb-5">
      <Stack direction="horizontal" gap={3} className="flex-wrap align-items-end mb-3">
        <h2 id="leads-heading" className="h4 mb-0 me-auto">
          Quote requests
        </h2>
        <RetentionSetting
          settings={data.settings}
          busy={busy}
          onSave={(retentionMonths) =>
            act('Could not save the retention', () => saveLeadSettings({ retentionMonths }), 'Retention saved')
          }
        />
        <Button as="a" href={LEADS_CSV} variant="outline-secondary" size="sm" download>
          Export CSV
        </Button>
      </Stack>
      <IntakeHealth intake={data.intake} />
      {!data.channels.includes('email') && (
        <Alert variant="info" data-testid="leads-no-email">
          E-mail notifications are off: the service has no mail server (SMTP_URL and LEADS_NOTIFY_TO). New quote
          requests appear only here, so check this inbox.
        </Alert>
      )}
      <ButtonGroup aria-label="Which requests" className="mb-3">
        {(['inbox', 'spam'] as const).map((v) => (
          <Button
            key={v}
            variant={view === v ? 'primary' : 'outline-primary'}
            aria-pressed={view === v}
            onClick={() => setView(v)}
          >
            {v === 'inbox' ? 'Inbox' : 'Spam'} ({(v === 'inbox' ? inbox : spam).length})
          </Button>
        ))}
      </ButtonGroup>
      {shown.length === 0 ? (
        <p className="text-muted py-4">
          {view === 'inbox' ? 'No quote requests yet.' : 'No spam: nothing was caught by the bot checks.'}
        </p>
      ) : (
        <Row className="g-4">
          <Col lg={5}>
            <LeadList leads={shown} selected={lead?.id ?? null} onSelect={open} />
          </Col>
          <Col lg={7}>
            {lead ? (
              <LeadDetail key={lead.id} lead={lead} busy={busy} onChange={change} onDelete={remove} />
            ) : (
              <p className="text-muted">Choose a request to read it.</p>
            )}
          </Col>
        </Row>
      )}
    </Container>
  )
}
