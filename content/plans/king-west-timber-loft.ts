/** A two-bedroom loft: one open living and dining space along the windows, bedrooms and baths off a short hall. */
import { defineContent } from '../schemas/define.ts'
import { floorPlan } from './schema.ts'

export const kingWestTimberLoft = defineContent('content/plans/king-west-timber-loft.ts', floorPlan, {
  title: 'King West Timber Loft',
  level: 'Whole suite',
  outline: [
    [0, 0],
    [50, 0],
    [50, 29],
    [0, 29],
  ],
  rooms: [
    { name: 'Living & Dining', x: 0, y: 0, width: 26, depth: 18 },
    { name: 'Kitchen', x: 26, y: 0, width: 12, depth: 16 },
    { name: 'Primary Bedroom', x: 38, y: 0, width: 12, depth: 16 },
    { name: 'Foyer', x: 0, y: 18, width: 12, depth: 11 },
    { name: 'Bedroom 2', x: 12, y: 18, width: 14, depth: 11 },
    { name: 'Hall', x: 26, y: 16, width: 18, depth: 5 },
    { name: 'Ensuite', short: 'Ens.', x: 44, y: 16, width: 6, depth: 7, kind: 'wet' },
    { name: 'Bath', x: 26, y: 21, width: 7, depth: 8, kind: 'wet' },
    { name: 'Laundry', short: 'Laun.', x: 33, y: 21, width: 5, depth: 8, kind: 'wet' },
    { name: 'Walk-in Closet', short: 'WIC', x: 38, y: 21, width: 6, depth: 8, kind: 'storage' },
    { name: 'Storage', short: 'Stor.', x: 44, y: 23, width: 6, depth: 6, kind: 'storage' },
  ],
  doors: [
    { x: 4, y: 29, along: 'x', width: 3, hinge: 'start', opens: 'before' },
    { x: 20, y: 18, along: 'x', width: 2.67, hinge: 'end', opens: 'after' },
    { x: 39, y: 16, along: 'x', width: 2.67, hinge: 'start', opens: 'before' },
    { x: 45, y: 16, along: 'x', width: 2.5, hinge: 'end', opens: 'after' },
    { x: 27, y: 21, along: 'x', width: 2.5, hinge: 'start', opens: 'after' },
    { x: 39, y: 21, along: 'x', width: 2.5, hinge: 'start', opens: 'after' },
    { x: 44, y: 24, along: 'y', width: 2, hinge: 'start', opens: 'after' },
  ],
  openings: [
    { x: 2, y: 18, along: 'x', width: 8 },
    { x: 26, y: 1, along: 'y', width: 14 },
    { x: 28, y: 16, along: 'x', width: 8 },
    { x: 33.5, y: 21, along: 'x', width: 4 },
  ],
  windows: [
    { x: 2, y: 0, along: 'x', width: 8 },
    { x: 14, y: 0, along: 'x', width: 8 },
    { x: 29, y: 0, along: 'x', width: 6 },
    { x: 41, y: 0, along: 'x', width: 6 },
    { x: 0, y: 3, along: 'y', width: 12 },
    { x: 50, y: 3, along: 'y', width: 10 },
    { x: 15, y: 29, along: 'x', width: 8 },
  ],
  north: 0,
})
