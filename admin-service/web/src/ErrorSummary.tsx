import { useId, useLayoutEffect, useRef, useState } from 'react'

/** A refused save: the service's message. A new object for every attempt, so a repeat is announced again. */
export type Failure = { text: string }

type FieldLink = { id: string; name: string; message: string }

/** What a screen reader calls a control: its group's name, then its label (a checkbox: its fieldset's legend). */
function nameOf(control: HTMLElement): string {
  const choice = control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)
  const own = choice
    ? control.closest('fieldset')?.querySelector('legend')?.textContent
    : ((control as HTMLInputElement).labels?.[0]?.textContent ?? control.getAttribute('aria-label'))
  const groupLabel = control.closest('[role="group"][aria-labelledby]')?.getAttribute('aria-labelledby')
  const group = groupLabel ? document.getElementById(groupLabel)?.textContent?.trim() : undefined
  const name = own?.trim() || control.id
  return group && !name.startsWith(group) ? `${group}: ${name}` : name
}

/**
 * The fields the form marks as refused, in the order they stand: each control with aria-invalid="true"
 * whose message is the element its aria-describedby names; one link per message (a day's "from" and "to"
 * share theirs).
 */
function refusedFields(form: HTMLElement): FieldLink[] {
  const links = new Map<string, FieldLink>()
  for (const control of form.querySelectorAll<HTMLElement>('[aria-invalid="true"][id]')) {
    const described = control.getAttribute('aria-describedby') ?? ''
    const message = described
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id)?.textContent?.trim() : ''))
      .filter(Boolean)
      .join(' ')
    if (message && !links.has(described)) links.set(described, { id: control.id, name: nameOf(control), message })
  }
  return [...links.values()]
}

/**
 * A form's refusal at its top (GOV.UK's error summary): the service's message ("Please check the fields
 * marked below"), then a link to each field the form marks as refused, named as a screen reader names it,
 * with its message. It takes the focus when a save fails, so the page scrolls to it and a screen reader
 * reads it; a link moves the focus to its field. Place it first in the form, under the form's heading.
 */
export function ErrorSummary({ failure }: { failure: Failure }) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const [fields, setFields] = useState<FieldLink[]>([])
  // After the commit that marked the fields (they are set with the failure), before the paint.
  useLayoutEffect(() => {
    const form = ref.current?.closest('form')
    setFields(form ? refusedFields(form) : [])
    ref.current?.focus()
  }, [failure])
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId} className="alert alert-danger">
      <p id={titleId} className={fields.length ? 'fw-semibold mb-2' : 'mb-0'}>
        {failure.text}
      </p>
      {fields.length > 0 && (
        <ul className="mb-0">
          {fields.map((field) => (
            <li key={field.id}>
              <a
                href={`#${field.id}`}
                className="alert-link"
                onClick={(event) => {
                  event.preventDefault()
                  document.getElementById(field.id)?.focus()
                }}
              >
                {field.name}: {field.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
