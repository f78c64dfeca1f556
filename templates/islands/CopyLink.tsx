import { useEffect, useId, useRef, useState } from 'react'
import { COPY_CONFIRMATION_MS, writeClipboard } from './ShareButtons.tsx'

export interface CopyLinkProps {
  label: string
  url: string
}

/** An address to hand on: shown in a read-only field with a Copy button (confirmed for 2 s, spec section 9). */
export function CopyLink({ label, url }: CopyLinkProps) {
  const id = useId()
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = async () => {
    if (!(await writeClipboard(url))) return
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
  }
  return (
    <div className="mb-3">
      <label className="form-label fw-semibold" htmlFor={id}>
        {label}
      </label>
      <div className="input-group">
        <input className="form-control" id={id} value={url} readOnly onFocus={(e) => e.target.select()} />
        <button type="button" className="btn btn-primary" onClick={copy}>
          {copied ? 'Copied!' : 'Copy'}
          <span className="visually-hidden"> {label}</span>
        </button>
      </div>
      <span className="visually-hidden" role="status">
        {copied ? `${label} copied to clipboard` : ''}
      </span>
    </div>
  )
}
