import { useState } from 'react'
import { Col, Container, ListGroup, Row, Tab, Tabs } from 'react-bootstrap'
import useSWR, { useSWRConfig } from 'swr'
import type { PortfolioData, PortfolioItem, StoreKey } from '../../../content/portfolio/store.ts'
import { HistoryPanel } from './HistoryPanel.tsx'
import { emptyForm, formOf, ItemForm, type FormValues } from './ItemForm.tsx'
import { ItemList } from './ItemList.tsx'
import { PORTFOLIO_KEY, THUMBNAILS_KEY, type Thumbnails } from './keys.ts'
import { PhotoDrop } from './PhotoDrop.tsx'
import { serviceOf, services } from './services.ts'
import { itemUrl, sendChange, useChanges } from './useChanges.ts'

type TabKey = 'manage' | 'form' | 'history'

/**
 * The portfolio section: the services list, and for the chosen service a link to its public page and
 * the tabs Manage Items (add photos, the ordered list), Add New / Edit Item, and History.
 */
export function PortfolioManager({ data }: { data: PortfolioData }) {
  const { mutate } = useSWRConfig()
  const { run } = useChanges()
  const thumbnails = useSWR<Thumbnails>(THUMBNAILS_KEY).data
  const [service, setService] = useState<StoreKey>('photographyPortfolio')
  const [tab, setTab] = useState<TabKey>('manage')
  const [editing, setEditing] = useState<PortfolioItem | null>(null)
  const [form, setForm] = useState<FormValues>(emptyForm)
  const [busy, setBusy] = useState<string | null>(null)
  const current = serviceOf(service)

  const resetForm = () => {
    setForm(emptyForm)
    setEditing(null)
  }

  /** Runs a change to one item, marking it busy meanwhile; the toast reports the outcome. */
  const change = async (
    item: PortfolioItem,
    send: () => ReturnType<typeof sendChange>,
    success: string,
    failure: string,
  ) => {
    setBusy(item.id)
    try {
      await run(send, { success, failure })
    } catch {
      // The toast said why.
    } finally {
      setBusy(null)
    }
  }

  const remove = (item: PortfolioItem) => {
    if (!window.confirm('Are you sure you want to delete this item?')) return
    void change(item, () => sendChange('DELETE', itemUrl(service, item.id)), 'Item deleted', 'Failed to delete item')
  }

  const toggleHidden = (item: PortfolioItem) => {
    const next = { ...item, hidden: !item.hidden }
    void change(
      item,
      () => sendChange('PUT', itemUrl(service), next),
      next.hidden ? 'Item hidden' : 'Item shown',
      'Failed to update item',
    )
  }

  const reorder = (ids: string[], moved: PortfolioItem) => {
    const byId = new Map(data[service].map((i) => [i.id, i]))
    // Shown at once; the refetch after the change (or its failure) sets the list right.
    void mutate(PORTFOLIO_KEY, { ...data, [service]: ids.map((id) => byId.get(id)!) }, { revalidate: false })
    void change(
      moved,
      () => sendChange('PUT', `${itemUrl(service)}/order`, { ids }),
      `Moved "${moved.title}" to position ${ids.indexOf(moved.id) + 1}`,
      'Failed to save the order',
    )
  }

  const selectService = (key: StoreKey) => {
    setService(key)
    resetForm()
    setTab((t) => (t === 'history' ? t : 'manage'))
  }

  return (
    <Container>
      <Row className="g-4">
        <Col md={3}>
          <h2 className="h6 text-uppercase text-muted">Services</h2>
          <ListGroup as="nav" aria-label="Services" className="admin-services">
            {services.map((s) => (
              <ListGroup.Item
                key={s.key}
                action
                as="button"
                type="button"
                active={s.key === service}
                aria-current={s.key === service ? 'true' : undefined}
                onClick={() => selectService(s.key)}
              >
                {s.label}
              </ListGroup.Item>
            ))}
          </ListGroup>
        </Col>
        <Col md={9}>
          <p className="mb-2">
            <a href={current.publicPath} target="_blank" rel="noopener">
              View the {current.label} page on the site<span className="visually-hidden"> (opens a new tab)</span>
            </a>
          </p>
          <Tabs activeKey={tab} onSelect={(k) => setTab((k as TabKey) ?? 'manage')} id="admin-tabs" className="mb-3">
            <Tab eventKey="manage" title="Manage Items">
              <PhotoDrop service={service} />
              <ItemList
                key={service}
                label={current.label}
                items={data[service]}
                thumbnails={thumbnails}
                busy={busy}
                onEdit={(item) => {
                  setEditing(item)
                  setForm(formOf(item))
                  setTab('form')
                }}
                onDelete={remove}
                onToggleHidden={toggleHidden}
                onReorder={reorder}
              />
            </Tab>
            <Tab eventKey="form" title={editing ? 'Edit Item' : 'Add New'}>
              <ItemForm
                key={`${service}-${editing?.id ?? 'new'}`}
                service={service}
                editing={editing}
                values={form}
                onChange={setForm}
                onCancel={resetForm}
                onSaved={() => {
                  resetForm()
                  setTab('manage')
                }}
              />
            </Tab>
            <Tab eventKey="history" title="History">
              {tab === 'history' && <HistoryPanel />}
            </Tab>
          </Tabs>
        </Col>
      </Row>
    </Container>
  )
}
