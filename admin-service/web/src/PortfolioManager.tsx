import { useState } from 'react'
import { Col, Container, Dropdown, ListGroup, Navbar, Row, SplitButton, Tab, Tabs } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import type { PortfolioData, PortfolioItem, StoreKey } from '../../../content/portfolio/store.ts'
import { apiRequest, errorText } from './api.ts'
import { emptyForm, ItemForm, type FormValues } from './ItemForm.tsx'
import { ItemList } from './ItemList.tsx'
import { PUBLISH_STATUS_KEY, PublishStatus } from './PublishStatus.tsx'
import { services } from './services.ts'
import { useToast } from './toast.tsx'

export const PORTFOLIO_KEY = '/api/admin/portfolio'

/** The main view: header with the user button, the services list, and the Manage / Add tabs. */
export function PortfolioManager({ name, data }: { name: string; data: PortfolioData }) {
  const { mutate } = useSWRConfig()
  const toast = useToast()
  const [service, setService] = useState<StoreKey>('photographyPortfolio')
  const [tab, setTab] = useState<'manage' | 'form'>('manage')
  const [editing, setEditing] = useState<PortfolioItem | null>(null)
  const [form, setForm] = useState<FormValues>(emptyForm)
  const [deleting, setDeleting] = useState<string | null>(null)

  const resetForm = () => {
    setForm(emptyForm)
    setEditing(null)
  }

  /** Ends this session, or with `everywhere` every session of the owner on every browser. */
  const logout = async (everywhere = false) => {
    try {
      await apiRequest('POST', everywhere ? '/api/auth/logout-everywhere' : '/api/auth/logout')
      toast({ title: everywhere ? 'Signed out everywhere' : 'Logged out' })
    } finally {
      await mutate('/api/auth/user')
      await mutate(PORTFOLIO_KEY, undefined, { revalidate: false })
    }
  }

  const startEdit = (item: PortfolioItem) => {
    setEditing(item)
    setForm({
      title: item.title,
      type: item.type,
      description: item.description,
      src: item.src,
      category: item.category ?? '',
      thumbnail: item.thumbnail ?? '',
      specs: item.specs ?? '',
    })
    setTab('form')
  }

  const remove = async (item: PortfolioItem) => {
    if (!window.confirm('Are you sure you want to delete this item?')) return
    setDeleting(item.id)
    try {
      await apiRequest('DELETE', `/api/portfolio/${service}/${encodeURIComponent(item.id)}`)
      toast({ title: 'Item deleted' })
      await Promise.all([mutate(PORTFOLIO_KEY), mutate(PUBLISH_STATUS_KEY)])
    } catch (error) {
      toast({ title: 'Failed to delete item', description: errorText(error), variant: 'destructive' })
    } finally {
      setDeleting(null)
    }
  }

  const selectService = (key: StoreKey) => {
    setService(key)
    resetForm()
    setTab('manage')
  }

  const label = services.find((s) => s.key === service)!.label
  return (
    <>
      <Navbar bg="white" className="border-bottom mb-4">
        <Container>
          <Navbar.Brand as="h1" className="h5 mb-0">
            Welcome {name}
          </Navbar.Brand>
          <div className="ms-auto me-3">
            <PublishStatus />
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
            <Dropdown.Item as="button" onClick={() => void logout(true)}>
              Sign out everywhere
            </Dropdown.Item>
          </SplitButton>
        </Container>
      </Navbar>
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
            <Tabs
              activeKey={tab}
              onSelect={(k) => setTab(k === 'form' ? 'form' : 'manage')}
              id="admin-tabs"
              className="mb-3"
            >
              <Tab eventKey="manage" title="Manage Items">
                <ItemList
                  label={label}
                  items={data[service]}
                  deleting={deleting}
                  onEdit={startEdit}
                  onDelete={remove}
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
                  onSaved={async (wasEdit) => {
                    toast({ title: wasEdit ? 'Item updated' : 'Item added' })
                    resetForm()
                    setTab('manage')
                    await Promise.all([mutate(PORTFOLIO_KEY), mutate(PUBLISH_STATUS_KEY)])
                  }}
                />
              </Tab>
            </Tabs>
          </Col>
        </Row>
      </Container>
    </>
  )
}
