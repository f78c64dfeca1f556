import type { InputHTMLAttributes, ReactNode } from 'react'
import type { LeadField } from '@content/leads/schema.ts'

export type FieldErrors = Partial<Record<LeadField, string>>

/** Ids of a field's input, hint and error, from the form's `useId` prefix. */
export const fieldIds = (prefix: string, field: LeadField) => ({
  input: `${prefix}${field}`,
  hint: `${prefix}${field}-hint`,
  error: `${prefix}${field}-error`,
})

/**
 * The accessibility attributes of a field's control: invalid while it has an error, described by its
 * hint and its error message.
 */
export function describedBy(prefix: string, field: LeadField, errors: FieldErrors, hint = false) {
  const ids = fieldIds(prefix, field)
  const by = [hint ? ids.hint : null, errors[field] ? ids.error : null].filter(Boolean).join(' ')
  return { 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': by || undefined }
}

/** A field's error message, tied to the control by its id; nothing when the field is fine. */
export function FieldError({ prefix, field, errors }: { prefix: string; field: LeadField; errors: FieldErrors }) {
  const message = errors[field]
  if (!message) return null
  return (
    <div id={fieldIds(prefix, field).error} className="invalid-feedback d-block">
      {message}
    </div>
  )
}

/** Label, control, optional hint and error of one field. */
export function Field(props: {
  prefix: string
  field: LeadField
  label: string
  optional?: boolean
  hint?: string
  errors: FieldErrors
  className?: string
  children: ReactNode
}) {
  const { prefix, field, label, optional, hint, errors, className = 'col-md-6', children } = props
  const ids = fieldIds(prefix, field)
  return (
    <div className={className}>
      <label className="form-label" htmlFor={ids.input}>
        {label}
        {optional && <span className="quote-optional"> (optional)</span>}
      </label>
      {children}
      {hint && (
        <div id={ids.hint} className="form-text">
          {hint}
        </div>
      )}
      <FieldError prefix={prefix} field={field} errors={errors} />
    </div>
  )
}

type Common = { prefix: string; field: LeadField; label: string; optional?: boolean; errors: FieldErrors }

/** A labelled `<input>` named after its field. */
export function InputField({
  prefix,
  field,
  label,
  optional,
  errors,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field prefix={prefix} field={field} label={label} optional={optional} errors={errors}>
      <input
        id={fieldIds(prefix, field).input}
        className={`form-control${errors[field] ? ' is-invalid' : ''}`}
        name={field}
        {...input}
        {...describedBy(prefix, field, errors)}
      />
    </Field>
  )
}

/** A labelled `<select>` of `options` after an empty first choice (the field is optional). */
export function SelectField(
  props: Common & { options: readonly { value: string; label: string }[]; empty: string; autoComplete: string },
) {
  const { prefix, field, label, errors } = props
  return (
    <Field prefix={prefix} field={field} label={label} optional errors={errors}>
      <select
        id={fieldIds(prefix, field).input}
        className={`form-select${errors[field] ? ' is-invalid' : ''}`}
        name={field}
        autoComplete={props.autoComplete}
        defaultValue=""
        {...describedBy(prefix, field, errors)}
      >
        <option value="">{props.empty}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
