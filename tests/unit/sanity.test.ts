import { describe, expect, it } from 'vitest'
import { ItemSchema } from '../../src-main/core/types'

describe('item schema', () => {
  it('rejects an empty stem', () => {
    const r = ItemSchema.safeParse({
      id: 'x', track: 'llm', dimension: 'knowledge_qa', specialty: { primary: '内科' },
      type: 'single_choice', task: 't', stem: '  ', source: { name: 's' },
    })
    expect(r.success).toBe(false)
  })
})
