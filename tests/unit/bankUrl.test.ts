// The bank view's address-bar state: what the view writes it reads back, links from elsewhere cannot
// smuggle in unknown facets or sort columns, and Back/Forward steps are the ones a user would take.
import { describe, expect, it } from 'vitest'
import { EMPTY_URL_STATE, decodeBankUrl, encodeBankUrl, historyMode } from '../../src-renderer/src/bankUrl'
import type { BankUrlState } from '../../src-renderer/src/bankUrl'

const vocab = { facets: ['track', 'dimension', 'specialtyPrimary', 'type', 'status', 'source'], sortColumns: ['id', 'updatedAt', 'type'] }

describe('bank URL state', () => {
  it('round-trips search, filters, sort and the open item, Chinese and reserved characters included', () => {
    const s: BankUrlState = {
      search: '心包 积液&a=b#c',
      filters: { dimension: ['knowledge_qa'], type: ['single_choice', 'multi_choice'], specialtyPrimary: ['皮肤性病学'], source: ['A,B=C'] },
      sort: { column: 'updatedAt', desc: true },
      item: 'medbench:MedExam_V4:123',
    }
    const hash = encodeBankUrl(s, vocab)
    expect(hash).not.toContain('#')
    expect(decodeBankUrl(hash, vocab)).toEqual(s)
    expect(decodeBankUrl(`#${hash}`, vocab)).toEqual(s)
  })

  it('writes nothing for the plain view and reads nothing from an empty hash', () => {
    expect(encodeBankUrl(EMPTY_URL_STATE, vocab)).toBe('')
    expect(decodeBankUrl('', vocab)).toEqual(EMPTY_URL_STATE)
    expect(decodeBankUrl('#', vocab)).toEqual(EMPTY_URL_STATE)
    // Whitespace-only search is no search.
    expect(encodeBankUrl({ ...EMPTY_URL_STATE, search: '  ' }, vocab)).toBe('')
  })

  it('keeps the facets in one order whatever order they were chosen in', () => {
    const a = encodeBankUrl({ ...EMPTY_URL_STATE, filters: { type: ['cloze'], dimension: ['reasoning'] } }, vocab)
    const b = encodeBankUrl({ ...EMPTY_URL_STATE, filters: { dimension: ['reasoning'], type: ['cloze'] } }, vocab)
    expect(a).toBe(b)
    expect(a).toBe('dimension=reasoning&type=cloze')
  })

  it('drops unknown facets, sort columns and empty values; keeps the token-free rest', () => {
    const s = decodeBankUrl('#token=abc&secret=1&task=x&type=&type=cloze&type=cloze&sort=rowid%3Bdrop&item=&q=贫血', vocab)
    expect(s).toEqual({ search: '贫血', filters: { type: ['cloze'] }, sort: null, item: null })
    expect(decodeBankUrl('sort=id', vocab).sort).toEqual({ column: 'id', desc: false })
  })

  it('caps what a pasted link can ask for', () => {
    const many = Array.from({ length: 500 }, (_, i) => `source=s${i}`).join('&')
    expect(decodeBankUrl(`${many}&q=${'心'.repeat(2000)}`, vocab)).toMatchObject({ search: '心'.repeat(500) })
    expect(decodeBankUrl(many, vocab).filters.source).toHaveLength(200)
  })

  it('makes history entries for filters, sorts and opening or closing an item, not for refining a search or J/K', () => {
    const base: BankUrlState = { ...EMPTY_URL_STATE, search: '心包' }
    expect(historyMode(base, { ...base, filters: { type: ['cloze'] } })).toBe('push')
    expect(historyMode(base, { ...base, sort: { column: 'id', desc: false } })).toBe('push')
    expect(historyMode(base, { ...base, item: 'a' })).toBe('push')
    expect(historyMode({ ...base, item: 'a' }, base)).toBe('push')
    expect(historyMode({ ...base, item: 'a' }, { ...base, item: 'b' })).toBe('replace')
    expect(historyMode(base, { ...base, search: '心包积液' })).toBe('replace')
    expect(historyMode(EMPTY_URL_STATE, base)).toBe('push')
  })
})
