import type { ReactNode } from 'react'
import { Button } from 'react-bootstrap'

/**
 * One item of a panel's list (an agent, a team): its name with a muted note, optional details on a line below,
 * what stands beside it (a badge), and its Edit and, when given, Delete buttons, each naming the item for a
 * screen reader ("Edit Harbour Team").
 */
export function PanelRow(props: {
  name: string
  note: string
  details?: ReactNode
  aside?: ReactNode
  onEdit: () => void
  onDelete?: () => void
}) {
  return (
    <li className={`d-flex gap-2 mb-1 align-items-${props.details ? 'start' : 'center'}`}>
      <span className="me-auto">
        {props.name} <span className="text-muted small">{props.note}</span>
        {props.details && <span className="d-block small">{props.details}</span>}
      </span>
      {props.aside}
      <Button size="sm" variant="link" onClick={props.onEdit}>
        Edit<span className="visually-hidden"> {props.name}</span>
      </Button>
      {props.onDelete && (
        <Button size="sm" variant="link" className="text-danger" onClick={props.onDelete}>
          Delete<span className="visually-hidden"> {props.name}</span>
        </Button>
      )}
    </li>
  )
}
