import { describe, expect, it } from 'vitest'
import { decryptKeys, encryptKeys } from '../../src-main/services/keysCrypto'
import { MbError, renderMsg } from '../../src-main/core/messages'

const plain = Buffer.from(['{"item_id":"cmexam:18","key":{"answer":"A"}}', '{"item_id":"cmexam:19","key":{"answer":"BD"}}'].join('\n'))

function failure(fn: () => unknown): string {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(MbError)
    return renderMsg((e as MbError).msg, 'en')
  }
  throw new Error('expected a failure')
}

describe('encrypted keys export', () => {
  const sealed = encryptKeys(plain, '正确口令 correct horse', 2)

  it('round-trips with the right passphrase and hides the content', () => {
    expect(decryptKeys(sealed, '正确口令 correct horse').plain.equals(plain)).toBe(true)
    expect(sealed.includes(Buffer.from('cmexam:18'))).toBe(false)
  })

  it('says "wrong passphrase" for a wrong passphrase', () => {
    expect(failure(() => decryptKeys(sealed, 'wrong'))).toMatch(/wrong passphrase/)
  })

  it('says "altered" when one ciphertext byte changes', () => {
    const t = Buffer.from(sealed)
    t[t.length - 5] ^= 0x01
    expect(failure(() => decryptKeys(t, '正确口令 correct horse'))).toMatch(/altered/)
  })

  it('says "altered" when the header is edited (it is authenticated)', () => {
    const text = sealed.toString('latin1').replace('"count":2', '"count":3')
    expect(failure(() => decryptKeys(Buffer.from(text, 'latin1'), '正确口令 correct horse'))).toMatch(/altered/)
  })

  it('refuses a file that is not an encrypted keys file', () => {
    expect(failure(() => decryptKeys(Buffer.from('{"a":1}\n'), 'x'))).toMatch(/not a MedBench Studio encrypted keys file/)
  })
})
