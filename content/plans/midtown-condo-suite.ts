/** A two-bedroom condominium suite with a den and a balcony, drawn from its 3D scan. */
import { defineContent } from '../schemas/define.ts'
import { floorPlan } from './schema.ts'

export const midtownCondoSuite = defineContent('content/plans/midtown-condo-suite.ts', floorPlan, {
  title: 'Midtown Condo Suite',
  level: 'Whole suite',
  outline: [
    [0, 0],
    [34, 0],
    [34, 26],
    [0, 26],
  ],
  rooms: [
    { name: 'Bedroom 2', x: 0, y: 0, width: 11, depth: 12 },
    { name: 'Living & Dining', x: 11, y: 0, width: 13, depth: 15 },
    { name: 'Primary Bedroom', x: 24, y: 0, width: 10, depth: 13 },
    { name: 'Hall', x: 0, y: 12, width: 11, depth: 4 },
    { name: 'Bath', x: 0, y: 16, width: 7, depth: 10, kind: 'wet' },
    { name: 'Laundry', short: 'Laun.', x: 7, y: 16, width: 4, depth: 4, kind: 'wet' },
    { name: 'Storage', short: 'Stor.', x: 7, y: 20, width: 4, depth: 6, kind: 'storage' },
    { name: 'Kitchen', x: 11, y: 15, width: 8, depth: 11 },
    { name: 'Foyer', x: 19, y: 15, width: 5, depth: 11 },
    { name: 'Walk-in Closet', short: 'WIC', x: 24, y: 13, width: 4, depth: 6, kind: 'storage' },
    { name: 'Ensuite', short: 'Ens.', x: 28, y: 13, width: 6, depth: 6, kind: 'wet' },
    { name: 'Den', x: 24, y: 19, width: 10, depth: 7 },
    { name: 'Balcony', x: 11, y: -6, width: 13, depth: 6, kind: 'outdoor' },
  ],
  doors: [
    { x: 20, y: 26, along: 'x', width: 3, hinge: 'start', opens: 'before' },
    { x: 7.5, y: 12, along: 'x', width: 2.67, hinge: 'end', opens: 'before' },
    { x: 2, y: 16, along: 'x', width: 2.5, hinge: 'start', opens: 'after' },
    { x: 11, y: 21.5, along: 'y', width: 2.5, hinge: 'end', opens: 'before' },
    { x: 24, y: 10, along: 'y', width: 2.67, hinge: 'end', opens: 'after' },
    { x: 24.5, y: 13, along: 'x', width: 2.5, hinge: 'start', opens: 'after' },
    { x: 29.5, y: 13, along: 'x', width: 2.5, hinge: 'end', opens: 'after' },
    { x: 24, y: 20, along: 'y', width: 2.67, hinge: 'start', opens: 'after' },
  ],
  openings: [
    { x: 11, y: 12.5, along: 'y', width: 2.5 },
    { x: 7.5, y: 16, along: 'x', width: 3 },
    { x: 11.5, y: 15, along: 'x', width: 7 },
    { x: 19.5, y: 15, along: 'x', width: 4 },
    { x: 17, y: 0, along: 'x', width: 6 },
  ],
  windows: [
    { x: 2, y: 0, along: 'x', width: 7 },
    { x: 12, y: 0, along: 'x', width: 4 },
    { x: 26, y: 0, along: 'x', width: 6 },
    { x: 34, y: 3, along: 'y', width: 6 },
    { x: 34, y: 20.5, along: 'y', width: 4 },
    { x: 0, y: 3, along: 'y', width: 6 },
  ],
  north: 0,
})
