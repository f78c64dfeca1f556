import { Button } from 'react-bootstrap'

/** A panel's heading (`id` names it for its section) with the button that starts a new item beside it. */
export function PanelHeader(props: { id: string; level: 2 | 3; title: string; add: string; onAdd: () => void }) {
  const Heading = props.level === 2 ? 'h2' : 'h3'
  return (
    <div className="d-flex align-items-center mb-2">
      <Heading id={props.id} className={`${props.level === 2 ? 'h5' : 'h6'} mb-0 me-auto`}>
        {props.title}
      </Heading>
      <Button size="sm" variant="outline-primary" onClick={props.onAdd}>
        {props.add}
      </Button>
    </div>
  )
}
