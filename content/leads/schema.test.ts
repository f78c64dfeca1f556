import { describe, expect, it } from 'vitest'
import { leadFieldErrors, leadInput, leadMessages, submissionFromEntries } from './schema.ts'

const valid = {
  name: '  Jamie Chen ',
  email: 'jamie@example.com',
  services: ['photography'],
  consent: true,
}
const errorsOf = (input: unknown) => {
  const parsed = leadInput.safeParse(input)
  return parsed.success ? {} : leadFieldErrors(parsed.error)
}
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

describe('leadInput', () => {
  it('trims, fills the optional fields with empty strings and normalises line breaks', () => {
    expect(leadInput.parse({ ...valid, message: ' Two floors\r\nand a garage ' })).toEqual({
      name: 'Jamie Chen',
      email: 'jamie@example.com',
      phone: '',
      services: ['photography'],
      area: '',
      size: '',
      date: '',
      message: 'Two floors\nand a garage',
      consent: true,
    })
  })

  it('names each field that needs fixing with the message the form shows', () => {
    expect(errorsOf({})).toEqual({
      name: 'Enter your name (up to 100 characters)',
      email: 'Enter an e-mail address like name@example.com',
      services: 'Choose at least one service',
      consent: 'Please agree to the privacy policy so we can answer you',
    })
    expect(
      Object.keys(
        errorsOf({
          ...valid,
          name: 'a\nb',
          phone: 'call me maybe',
          services: ['drone', 'drone'],
          area: 'atlantis',
          size: 'huge',
          date: '2026-02-30',
          message: 'bell\u0007',
        }),
      ).sort(),
    ).toEqual(['area', 'date', 'message', 'name', 'phone', 'services', 'size'])
    expect(errorsOf({ ...valid, services: ['plumbing'] })).toHaveProperty('services')
    expect(errorsOf({ ...valid, consent: 'on' })).toHaveProperty('consent')
  })

  it('keeps the services in the catalogue order, whatever order they came in', () => {
    expect(leadInput.parse({ ...valid, services: ['brand', 'drone', 'photography'] }).services).toEqual([
      'photography',
      'drone',
      'brand',
    ])
  })

  it('takes a preferred date from yesterday (time zones) to two years ahead', () => {
    expect(errorsOf({ ...valid, date: day(-1) })).toEqual({})
    expect(errorsOf({ ...valid, date: day(700) })).toEqual({})
    expect(errorsOf({ ...valid, date: day(-5) })).toHaveProperty('date')
    expect(errorsOf({ ...valid, date: day(800) })).toHaveProperty('date')
  })

  it('refuses names that hide or disguise text: bidi controls, invisible characters, encoded-words, C1', () => {
    for (const name of [
      'Bob\u202Emoc.live',
      'Bob\u2067evil\u2069',
      '\u200B\u200B',
      '\u200D\u200C',
      '\uFEFF',
      'Jamie\u200BChen',
      '=?utf-8?q?Bcc=3A_victim=40example.com?=',
      'Jamie =?UTF-8?B?QmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=?=',
      'Jamie\u0085Chen',
      'Jamie\u009bChen',
    ])
      expect(errorsOf({ ...valid, name }), JSON.stringify(name)).toEqual({ name: leadMessages.name })
    expect(errorsOf({ ...valid, message: 'Hi\u202Eolleh' })).toHaveProperty('message')
    expect(errorsOf({ ...valid, message: 'one\u0085two' })).toHaveProperty('message')
  })

  it('keeps names in any script, joiners included, normalised to NFC', () => {
    for (const name of ['Zoë Tremblay', 'مریم‌السادات', 'अनुष्‍का', 'שרה כהן', '李小龍', 'Ana = Ana?', "O'Brien-Smith"])
      expect(errorsOf({ ...valid, name }), name).toEqual({})
    expect(leadInput.parse({ ...valid, name: 'Zoe\u0308' }).name).toBe('Zo\u00eb')
  })

  it('says which services to choose instead of listing the catalogue keys', () => {
    expect(errorsOf({ ...valid, services: ['plumbing'] })).toEqual({ services: leadMessages.services })
  })

  it('accepts phone numbers as people write them', () => {
    for (const phone of ['+1 (416) 555-0147', '416.555.0147', '4165550147 ext. 12', '+44 20 7946 0958'])
      expect(errorsOf({ ...valid, phone }), phone).toEqual({})
  })
})

describe('submissionFromEntries', () => {
  it('reads a urlencoded form: repeated services, the consent checkbox, the fill time; unknown fields dropped', () => {
    const entries = new URLSearchParams(
      'name=Jamie&email=j%40example.com&services=drone&services=video&consent=on&fillMs=4200&website=&__proto__=x&role=admin',
    )
    expect(submissionFromEntries(entries)).toEqual({
      name: 'Jamie',
      email: 'j@example.com',
      services: ['drone', 'video'],
      consent: true,
      fillMs: 4200,
      website: '',
    })
    expect(submissionFromEntries(new URLSearchParams('name=A&name=B')).name).toBe('A')
    expect(submissionFromEntries([]).consent).toBe(false)
  })
})
