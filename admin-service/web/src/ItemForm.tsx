import { useState, type FormEvent } from 'react'
import { Button, Col, Form, InputGroup, Row, Stack } from 'react-bootstrap'
import type { PortfolioItem, StoreKey } from '../../../content/portfolio/store.ts'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, UPLOAD_FORMATS_LABEL } from '../../shared/uploadLimits.ts'
import { apiRequest, errorText } from './api.ts'
import { newItemId } from './services.ts'
import { useToast } from './toast.tsx'

export type FormValues = {
  title: string
  type: PortfolioItem['type']
  description: string
  src: string
  category: string
  thumbnail: string
  specs: string
}
export const emptyForm: FormValues = {
  title: '',
  type: 'image',
  description: '',
  src: '',
  category: '',
  thumbnail: '',
  specs: '',
}

/** Spec section 5: the source field's label and placeholder follow the type. */
export const sourceField: Record<PortfolioItem['type'], { label: string; placeholder: string }> = {
  image: { label: 'Image URL or path', placeholder: 'Enter image URL or path' },
  video: { label: 'YouTube Video ID', placeholder: 'Enter YouTube Video ID' },
  embed: { label: 'Iframe embed code', placeholder: 'Paste iframe embed code' },
}

/** The Add New / Edit Item form. New ids are service-timestamp; an edited item keeps its id. */
export function ItemForm(props: {
  service: StoreKey
  editing: PortfolioItem | null
  values: FormValues
  onChange: (values: FormValues) => void
  onCancel: () => void
  onSaved: (wasEdit: boolean) => Promise<void>
}) {
  const toast = useToast()
  const { values, editing } = props
  const [file, setFile] = useState<File | null>(null)
  const [uploading, setUploading] = useState(false)
  const [saving, setSaving] = useState(false)
  const set = (patch: Partial<FormValues>) => props.onChange({ ...values, ...patch })

  const upload = async () => {
    if (!file) return
    setUploading(true)
    try {
      if (file.size > MAX_UPLOAD_BYTES) throw new Error(`The file is larger than ${MAX_UPLOAD_LABEL}`)
      const body = new FormData()
      body.append('file', file)
      const { url } = await apiRequest<{ url: string }>('POST', '/api/upload', body)
      set({ src: url })
      toast({ title: 'Upload successful', description: 'Image uploaded and ready to use' })
    } catch (error) {
      console.error('Upload failed:', errorText(error))
      toast({ title: 'Upload failed', description: 'There was an error uploading your file', variant: 'destructive' })
    } finally {
      setUploading(false)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!values.title.trim() || !values.description.trim() || !values.src.trim()) {
      toast({ title: 'Missing fields', description: 'Please fill in all required fields', variant: 'destructive' })
      return
    }
    const item = {
      ...(editing?.slug ? { slug: editing.slug } : {}),
      id: editing?.id ?? newItemId(props.service),
      title: values.title.trim(),
      description: values.description.trim(),
      type: values.type,
      src: values.src.trim(),
      thumbnail: values.thumbnail.trim(),
      category: values.category.trim() || undefined,
      specs: values.specs.trim() || undefined,
    }
    setSaving(true)
    try {
      await apiRequest(editing ? 'PUT' : 'POST', `/api/portfolio/${props.service}`, item)
      setFile(null)
      await props.onSaved(Boolean(editing))
    } catch (error) {
      toast({
        title: editing ? 'Failed to update item' : 'Failed to add item',
        description: errorText(error),
        variant: 'destructive',
      })
    } finally {
      setSaving(false)
    }
  }

  const source = sourceField[values.type]
  return (
    <Form onSubmit={submit} noValidate aria-label={editing ? 'Edit item' : 'Add new item'}>
      <Row className="g-3">
        <Form.Group as={Col} md={8} controlId="item-title">
          <Form.Label>Title *</Form.Label>
          <Form.Control value={values.title} onChange={(e) => set({ title: e.target.value })} maxLength={140} />
        </Form.Group>
        <Form.Group as={Col} md={4} controlId="item-type">
          <Form.Label>Type *</Form.Label>
          <Form.Select value={values.type} onChange={(e) => set({ type: e.target.value as FormValues['type'] })}>
            <option value="image">Image</option>
            <option value="video">Video</option>
            <option value="embed">Embed</option>
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} xs={12} controlId="item-description">
          <Form.Label>Description *</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
            maxLength={2000}
          />
        </Form.Group>
        {values.type === 'image' && (
          <Form.Group as={Col} xs={12} controlId="item-upload">
            <Form.Label>Upload Image</Form.Label>
            <InputGroup>
              <Form.Control
                type="file"
                accept="image/*"
                onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
                aria-describedby="item-upload-help"
              />
              <Button variant="secondary" onClick={upload} disabled={!file || uploading}>
                {uploading ? 'Uploading...' : 'Upload'}
              </Button>
            </InputGroup>
            <Form.Text id="item-upload-help">
              {UPLOAD_FORMATS_LABEL}, up to {MAX_UPLOAD_LABEL}. Location data and camera details are removed.
            </Form.Text>
          </Form.Group>
        )}
        <Form.Group as={Col} xs={12} controlId="item-src">
          <Form.Label>{source.label} *</Form.Label>
          {values.type === 'embed' ? (
            <Form.Control
              as="textarea"
              rows={3}
              placeholder={source.placeholder}
              value={values.src}
              onChange={(e) => set({ src: e.target.value })}
            />
          ) : (
            <Form.Control
              placeholder={source.placeholder}
              value={values.src}
              onChange={(e) => set({ src: e.target.value })}
            />
          )}
        </Form.Group>
        <Form.Group as={Col} md={6} controlId="item-category">
          <Form.Label>Category/Tag</Form.Label>
          <Form.Control value={values.category} onChange={(e) => set({ category: e.target.value })} maxLength={60} />
        </Form.Group>
        <Form.Group as={Col} md={6} controlId="item-thumbnail">
          <Form.Label>Thumbnail URL</Form.Label>
          <Form.Control value={values.thumbnail} onChange={(e) => set({ thumbnail: e.target.value })} />
        </Form.Group>
        <Form.Group as={Col} xs={12} controlId="item-specs">
          <Form.Label>Specifications</Form.Label>
          <Form.Control value={values.specs} onChange={(e) => set({ specs: e.target.value })} maxLength={200} />
        </Form.Group>
      </Row>
      <Stack direction="horizontal" gap={2} className="mt-4">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Update Item' : 'Add Item'}
        </Button>
        {editing && (
          <Button variant="outline-secondary" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
      </Stack>
    </Form>
  )
}
