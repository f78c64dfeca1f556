import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { Img, type ImgData } from '../components/Img.tsx'

export interface BeforeAfterProps {
  /** The simulated original: shown left of the divider and labelled so. */
  before: ImgData
  /** The finished photograph, the same size as `before`. */
  after: ImgData
  /** What the pair shows (the item's title): part of the slider's accessible name. */
  title: string
}

const START = 50

/**
 * A before/after comparison (spec: Editing): two pictures stacked, the "before" cut off at the divider,
 * and over both a range input that moves it. The input is the whole control: dragging anywhere with a
 * mouse or a finger, or the arrow, Page and Home/End keys once focused. templates/styles/compare.css
 * puts the divider where the browser draws the (transparent) thumb.
 */
export function BeforeAfter({ before, after, title }: BeforeAfterProps) {
  const [reveal, setReveal] = useState(START)
  const range = useRef<HTMLInputElement>(null)
  // The first drag or key press starts hydration (+client.ts): keep where it left the thumb.
  useEffect(() => {
    if (range.current) setReveal(range.current.valueAsNumber)
  }, [])
  return (
    <div className="compare" style={{ '--reveal': reveal } as CSSProperties}>
      <Img data={after} className="compare-img" />
      <span className="compare-label compare-label-after">Edited</span>
      <div className="compare-before">
        <Img data={before} className="compare-img" />
        <span className="compare-label">Simulated original</span>
      </div>
      <input
        ref={range}
        type="range"
        className="compare-range"
        min={0}
        max={100}
        defaultValue={START}
        aria-label={`Compare the simulated original with the edited photo: ${title}`}
        aria-valuetext={`${reveal}% simulated original, ${100 - reveal}% edited`}
        onChange={(event) => setReveal(event.currentTarget.valueAsNumber)}
      />
      <span className="compare-handle" aria-hidden="true" />
    </div>
  )
}
