import { Button } from 'react-bootstrap'

/** A small form's buttons: submit (`save`, e.g. "Save agent") and Cancel, which calls `onCancel`. */
export function FormActions({ save, onCancel }: { save: string; onCancel: () => void }) {
  return (
    <div className="d-flex gap-2">
      <Button type="submit" size="sm">
        {save}
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  )
}
