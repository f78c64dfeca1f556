import { Badge, Button, Card, Stack } from 'react-bootstrap'
import type { PortfolioItem } from '../../../content/portfolio/store.ts'

/** The Manage Items tab: the chosen service's items with a count, badges, edit and delete. */
export function ItemList(props: {
  label: string
  items: PortfolioItem[]
  deleting: string | null
  onEdit: (item: PortfolioItem) => void
  onDelete: (item: PortfolioItem) => void
}) {
  const { items } = props
  return (
    <section aria-labelledby="admin-items-heading">
      <h2 id="admin-items-heading" className="h5">
        {props.label} items <Badge bg="secondary">{items.length}</Badge>
      </h2>
      {items.length === 0 ? (
        <p className="text-muted py-4">No items found for this service</p>
      ) : (
        <ul className="list-unstyled">
          {items.map((item) => (
            <li key={item.id} className="mb-3">
              <Card data-testid="admin-item">
                <Card.Body className="d-flex gap-3 align-items-start">
                  <div className="flex-grow-1">
                    <h3 className="h6 mb-1">{item.title}</h3>
                    <p className="mb-2 text-muted admin-item-description">{item.description}</p>
                    <Stack direction="horizontal" gap={2}>
                      <Badge bg="primary">{item.type}</Badge>
                      {item.category && (
                        <Badge bg="info" text="dark">
                          {item.category}
                        </Badge>
                      )}
                      {item.specs && (
                        <Badge bg="light" text="dark">
                          {item.specs}
                        </Badge>
                      )}
                    </Stack>
                  </div>
                  <Stack direction="horizontal" gap={2}>
                    <Button
                      size="sm"
                      variant="outline-primary"
                      onClick={() => props.onEdit(item)}
                      aria-label={`Edit ${item.title}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={props.deleting === item.id}
                      onClick={() => props.onDelete(item)}
                      aria-label={`Delete ${item.title}`}
                    >
                      Delete
                    </Button>
                  </Stack>
                </Card.Body>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
