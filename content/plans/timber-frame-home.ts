/** The main level of an L-shaped timber-frame home: a great room under the frame, kitchen and dining in the wing. */
import { defineContent } from '../schemas/define.ts'
import { floorPlan } from './schema.ts'

export const timberFrameHome = defineContent('content/plans/timber-frame-home.ts', floorPlan, {
  title: 'Timber-Frame Home',
  level: 'Main floor',
  outline: [
    [0, 0],
    [50, 0],
    [50, 24],
    [30, 24],
    [30, 36],
    [0, 36],
  ],
  rooms: [
    { name: 'Great Room', x: 0, y: 0, width: 30, depth: 22 },
    { name: 'Kitchen', x: 30, y: 0, width: 20, depth: 14 },
    { name: 'Dining', x: 30, y: 14, width: 20, depth: 10 },
    { name: 'Primary Bedroom', x: 0, y: 22, width: 16, depth: 14 },
    { name: 'Ensuite', short: 'Ens.', x: 16, y: 22, width: 8, depth: 8, kind: 'wet' },
    { name: 'Walk-in Closet', short: 'WIC', x: 16, y: 30, width: 8, depth: 6, kind: 'storage' },
    { name: 'Foyer', x: 24, y: 22, width: 6, depth: 14 },
    { name: 'Deck', x: 0, y: -8, width: 30, depth: 8, kind: 'outdoor' },
  ],
  doors: [
    { x: 25.5, y: 36, along: 'x', width: 3, hinge: 'start', opens: 'before' },
    { x: 11, y: 22, along: 'x', width: 2.67, hinge: 'end', opens: 'after' },
    { x: 16, y: 23, along: 'y', width: 2.5, hinge: 'start', opens: 'after' },
    { x: 16, y: 31, along: 'y', width: 2.5, hinge: 'start', opens: 'after' },
  ],
  openings: [
    { x: 24.5, y: 22, along: 'x', width: 5 },
    { x: 30, y: 1, along: 'y', width: 12 },
    { x: 30, y: 15, along: 'y', width: 6 },
    { x: 31, y: 14, along: 'x', width: 18 },
    { x: 10, y: 0, along: 'x', width: 8 },
  ],
  windows: [
    { x: 2, y: 0, along: 'x', width: 6 },
    { x: 20, y: 0, along: 'x', width: 8 },
    { x: 34, y: 0, along: 'x', width: 12 },
    { x: 50, y: 2, along: 'y', width: 10 },
    { x: 50, y: 16, along: 'y', width: 6 },
    { x: 34, y: 24, along: 'x', width: 12 },
    { x: 3, y: 36, along: 'x', width: 9 },
    { x: 0, y: 3, along: 'y', width: 16 },
    { x: 0, y: 25, along: 'y', width: 8 },
  ],
  north: 0,
})
