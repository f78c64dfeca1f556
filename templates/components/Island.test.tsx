import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Island } from './Island.tsx'
import { createRenderState, RenderContext } from './renderContext.tsx'

let renders = 0
function Counter({ label }: { label: string }) {
  renders++
  return <p>{label}</p>
}

const page = (label: string, markupKey?: string) =>
  renderToString(
    <RenderContext.Provider value={createRenderState('/')}>
      <Island name="Counter" component={Counter} props={{ label }} markupKey={markupKey} />
    </RenderContext.Provider>,
  )

describe('Island', () => {
  it('writes the name, id and props the browser hydrates from, around the rendered component', () => {
    expect(page('Hello')).toBe(
      '<div class="island" data-island="Counter" data-island-id="i0" data-props="{&quot;label&quot;:&quot;Hello&quot;}"><p>Hello</p><span hidden=""></span></div>',
    )
  })

  it('renders an island with a markup key once per key, and writes each page’s own props', () => {
    renders = 0
    const first = page('Shown', 'k1')
    const second = page('Not rendered', 'k1')
    expect(renders).toBe(1)
    expect(second).toContain('<p>Shown</p>')
    expect(second).toContain('data-props="{&quot;label&quot;:&quot;Not rendered&quot;}"')
    expect(first).not.toBe(second)
    // Another function under the same name and key (a component edited under `site dev`) renders afresh.
    const Edited = ({ label }: { label: string }) => <Counter label={`${label}, edited`} />
    const edited = renderToString(
      <RenderContext.Provider value={createRenderState('/')}>
        <Island name="Counter" component={Edited} props={{ label: 'New' }} markupKey="k1" />
      </RenderContext.Provider>,
    )
    expect(edited).toContain('<p>New, edited</p>')
    expect(renders).toBe(2)
    page('Other', 'k2')
    page('Again', undefined)
    page('Again', undefined)
    expect(renders).toBe(5)
  })
})
