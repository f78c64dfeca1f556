// @vitest-environment jsdom
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { useUploadQueue } from './useUploadQueue.ts'

type Item = { key: number; state: 'waiting' | 'uploading' }

let root: Root
let started: number[]
let finish: Map<number, () => void>
let show: (items: Item[]) => void

/** Renders the items it is given; each start is recorded and ends when the test calls finish.get(key). */
function Queue({ first }: { first: Item[] }) {
  const [items, setItems] = useState(first)
  show = setItems
  useUploadQueue(
    items,
    (item) => {
      started.push(item.key)
      return new Promise<void>((resolve) => finish.set(item.key, resolve))
    },
    2,
  )
  return null
}

beforeEach(async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  started = []
  finish = new Map()
  root = createRoot(document.createElement('div'))
})
afterEach(() => act(() => root.unmount()))

const waiting = (...keys: number[]) => keys.map((key): Item => ({ key, state: 'waiting' }))

it('starts each waiting item once, even when a render still shows it as waiting after it started', async () => {
  await act(async () => root.render(<Queue first={waiting(1, 2, 3)} />))
  expect(started).toEqual([1, 2])
  // The first ends, and an urgent render from before the items were marked as uploading adds a file.
  await act(async () => {
    finish.get(1)!()
    show(waiting(1, 2, 3, 4))
  })
  expect(started).toEqual([1, 2, 3])
})

it('runs at most two at once and starts the next as one ends', async () => {
  await act(async () => root.render(<Queue first={waiting(1, 2, 3, 4)} />))
  expect(started).toEqual([1, 2])
  await act(async () => finish.get(2)!())
  expect(started).toEqual([1, 2, 3])
  await act(async () => {
    finish.get(1)!()
    finish.get(3)!()
  })
  expect(started).toEqual([1, 2, 3, 4])
})
