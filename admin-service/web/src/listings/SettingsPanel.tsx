import { useState, type FormEvent } from 'react'
import { Button, Form, InputGroup } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import { MLS_LONG_EDGE } from '../../../../content/listings/limits.ts'
import type { ListingSettings } from '../../../../content/listings/store.ts'
import { errorText } from '../api.ts'
import { useToast } from '../toast.tsx'
import { LISTINGS_KEY, saveSettings } from './listingsApi.ts'

/** The MLS download's long edge (pixels), for every listing delivered from now on. */
export function SettingsPanel({ settings }: { settings: ListingSettings }) {
  const [edge, setEdge] = useState(String(settings.mlsLongEdge))
  const { mutate } = useSWRConfig()
  const toast = useToast()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    try {
      await saveSettings({ mlsLongEdge: Number(edge) })
      toast({ title: 'Setting saved' })
      await mutate(LISTINGS_KEY)
    } catch (error) {
      toast({ title: 'Could not save the setting', description: errorText(error), variant: 'destructive' })
    }
  }
  return (
    <Form onSubmit={submit} className="mt-4">
      <Form.Group controlId="listing-mls-edge">
        <Form.Label>MLS photo size (long edge)</Form.Label>
        <InputGroup>
          <Form.Control
            type="number"
            min={MLS_LONG_EDGE.min}
            max={MLS_LONG_EDGE.max}
            step={1}
            value={edge}
            onChange={(e) => setEdge(e.target.value)}
          />
          <InputGroup.Text>px</InputGroup.Text>
          <Button type="submit" variant="outline-primary">
            Save
          </Button>
        </InputGroup>
        <Form.Text>
          {MLS_LONG_EDGE.min} to {MLS_LONG_EDGE.max} px; {MLS_LONG_EDGE.default} by default.
        </Form.Text>
      </Form.Group>
    </Form>
  )
}
