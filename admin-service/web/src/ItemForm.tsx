import { useState, type FormEvent } from 'react'
import { Button, Col, Form, InputGroup, Row, Stack } from 'react-bootstrap'
import { MAX_ALT_LENGTH } from '../../../content/portfolio/itemLimits.ts'
import type { PortfolioItem, StoreKey } from '../../../content/portfolio/store.ts'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, UPLOAD_FORMATS_LABEL } from '../../shared/uploadLimits.ts'
import { errorFields, errorText, uploadFile, type Upload } from './api.ts'
import { newItemId } from './services.ts'
import { useToast } from './toast.tsx'
import { UploadProgress } from './UploadProgress.tsx'
import { itemUrl, sendChange, useChanges } from './useChanges.ts'

export type FormValues = {
  title: string
  type: PortfolioItem['type']
  description: string
  src: string
  category: string
  thumbnail: string
  specs: string
  alt: string
  hidden: boolean
}
export const emptyForm: FormValues = {
  title: '',
  type: 'image',
  description: '',
  src: '',
  category: '',
  thumbnail: '',
  specs: '',
  alt: '',
  hidden: false,
}

/** The form's values for an item being edited. */
export const formOf = (item: PortfolioItem): FormValues => ({
  title: item.title,
  type: item.type,
  description: item.description,
  src: item.src,
  category: item.category ?? '',
  thumbnail: item.thumbnail ?? '',
  specs: item.specs ?? '',
  alt: item.alt ?? '',
  hidden: item.hidden ?? false,
})

/** Spec section 5: the source field's label and placeholder follow the type. */
export const sourceField: Record<PortfolioItem['type'], { label: string; placeholder: string }> = {
  image: { label: 'Image URL or path', placeholder: 'Enter image URL or path (an https address is copied in)' },
  video: { label: 'YouTube Video ID', placeholder: 'Enter YouTube Video ID' },
  embed: { label: 'Iframe embed code', placeholder: 'Paste iframe embed code' },
}

/**
 * The Add New / Edit Item form. New ids are service-timestamp; an edited item keeps its id. Fields the
 * API refuses are marked with its reason (for example a new image item without alt text).
 */
export function ItemForm(props: {
  service: StoreKey
  editing: PortfolioItem | null
  values: FormValues
  onChange: (values: FormValues) => void
  onCancel: () => void
  onSaved: () => void
}) {
  const toast = useToast()
  const { run } = useChanges()
  const { values, editing } = props
  const [file, setFile] = useState<File | null>(null)
  const [upload, setUpload] = useState<{ progress: number; job: Upload } | null>(null)
  const [saving, setSaving] = useState(false)
  const [invalid, setInvalid] = useState<Record<string, string>>({})
  const set = (patch: Partial<FormValues>) => {
    props.onChange({ ...values, ...patch })
    setInvalid((fields) => Object.fromEntries(Object.entries(fields).filter(([k]) => !(k in patch))))
  }

  const startUpload = async () => {
    if (!file) return
    if (file.size > MAX_UPLOAD_BYTES) {
      toast({
        title: 'Upload failed',
        description: `The file is larger than ${MAX_UPLOAD_LABEL}`,
        variant: 'destructive',
      })
      return
    }
    const job = uploadFile(file, (fraction) => setUpload({ progress: Math.round(fraction * 100), job }))
    setUpload({ progress: 0, job })
    try {
      const { url } = await job.done
      set({ src: url })
      toast({ title: 'Upload successful', description: 'Image uploaded and ready to use' })
    } catch (error) {
      if (errorText(error) !== 'Cancelled') {
        console.error('Upload failed:', errorText(error))
        toast({
          title: 'Upload failed',
          description: `There was an error uploading your file: ${errorText(error)}`,
          variant: 'destructive',
        })
      }
    } finally {
      setUpload(null)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!values.title.trim() || !values.description.trim() || !values.src.trim()) {
      toast({ title: 'Missing fields', description: 'Please fill in all required fields', variant: 'destructive' })
      return
    }
    // What the picture shows is kept while the picture is: a new picture drops the old claim.
    const samePicture =
      editing && values.src.trim() === editing.src && values.thumbnail.trim() === (editing.thumbnail ?? '')
    const item = {
      ...(editing?.slug ? { slug: editing.slug } : {}),
      ...(samePicture && editing.subject ? { subject: editing.subject } : {}),
      id: editing?.id ?? newItemId(props.service),
      title: values.title.trim(),
      description: values.description.trim(),
      type: values.type,
      src: values.src.trim(),
      thumbnail: values.thumbnail.trim(),
      category: values.category.trim() || undefined,
      specs: values.specs.trim() || undefined,
      alt: values.alt.trim() || undefined,
      hidden: values.hidden,
    }
    setSaving(true)
    try {
      await run(() => sendChange(editing ? 'PUT' : 'POST', itemUrl(props.service), item), {
        success: editing ? 'Item updated' : 'Item added',
        failure: editing ? 'Failed to update item' : 'Failed to add item',
      })
      setFile(null)
      props.onSaved()
    } catch (error) {
      setInvalid(errorFields(error))
    } finally {
      setSaving(false)
    }
  }

  const source = sourceField[values.type]
  const feedback = (field: string) =>
    invalid[field] ? <Form.Control.Feedback type="invalid">{invalid[field]}</Form.Control.Feedback> : null
  return (
    <Form onSubmit={submit} noValidate aria-label={editing ? 'Edit item' : 'Add new item'}>
      <Row className="g-3">
        <Form.Group as={Col} md={8} controlId="item-title">
          <Form.Label>Title *</Form.Label>
          <Form.Control
            value={values.title}
            onChange={(e) => set({ title: e.target.value })}
            maxLength={140}
            isInvalid={Boolean(invalid.title)}
          />
          {feedback('title')}
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
            isInvalid={Boolean(invalid.description)}
          />
          {feedback('description')}
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
              {upload ? (
                <Button variant="outline-secondary" onClick={() => upload.job.cancel()}>
                  Cancel upload
                </Button>
              ) : (
                <Button variant="secondary" onClick={startUpload} disabled={!file}>
                  Upload
                </Button>
              )}
            </InputGroup>
            {upload && <UploadProgress percent={upload.progress} label="Upload progress" />}
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
              isInvalid={Boolean(invalid.src)}
            />
          ) : (
            <Form.Control
              placeholder={source.placeholder}
              value={values.src}
              onChange={(e) => set({ src: e.target.value })}
              isInvalid={Boolean(invalid.src)}
            />
          )}
          {feedback('src')}
        </Form.Group>
        <Form.Group as={Col} xs={12} controlId="item-alt">
          <Form.Label>Alt text{values.type === 'image' && !editing ? ' *' : ''}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={values.alt}
            onChange={(e) => set({ alt: e.target.value })}
            maxLength={MAX_ALT_LENGTH}
            isInvalid={Boolean(invalid.alt)}
            aria-describedby="item-alt-help"
          />
          {feedback('alt')}
          <Form.Text id="item-alt-help">
            What the photograph shows, for people who cannot see it ({values.alt.length}/{MAX_ALT_LENGTH}).
          </Form.Text>
        </Form.Group>
        <Form.Group as={Col} md={6} controlId="item-category">
          <Form.Label>Category/Tag</Form.Label>
          <Form.Control value={values.category} onChange={(e) => set({ category: e.target.value })} maxLength={60} />
        </Form.Group>
        <Form.Group as={Col} md={6} controlId="item-thumbnail">
          <Form.Label>Thumbnail URL</Form.Label>
          <Form.Control
            value={values.thumbnail}
            onChange={(e) => set({ thumbnail: e.target.value })}
            isInvalid={Boolean(invalid.thumbnail)}
          />
          {feedback('thumbnail')}
        </Form.Group>
        <Form.Group as={Col} xs={12} controlId="item-specs">
          <Form.Label>Specifications</Form.Label>
          <Form.Control value={values.specs} onChange={(e) => set({ specs: e.target.value })} maxLength={200} />
        </Form.Group>
        <Col xs={12}>
          <Form.Check
            id="item-hidden"
            label="Hidden: keep it here as a draft, off the public site"
            checked={values.hidden}
            onChange={(e) => set({ hidden: e.target.checked })}
          />
        </Col>
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
