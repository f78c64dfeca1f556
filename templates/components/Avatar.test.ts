import { describe, expect, it } from 'vitest'
import { initialsOf } from './Avatar.tsx'

describe('initialsOf', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initialsOf('Daniel Reyes')).toBe('DR')
    expect(initialsOf('Sarah M.')).toBe('SM')
    expect(initialsOf('Anne-Marie de la Cruz')).toBe('AC')
    expect(initialsOf('Élodie')).toBe('É')
  })
})
