// Prompt templates, pure: the exact messages of a few-shot question (examples solved, alternating
// user/assistant, the question last), how examples are drawn (deterministic under the seed, closest
// first, never twice), the spec's rules for templates, multi-turn history as messages, images as
// image parts, and image types read from the bytes.
import { describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import { buildMessages, exampleAnswer, templateText, templateVersion, usableExample } from '../../src-main/core/run/prompt'
import type { Example } from '../../src-main/core/run/prompt'
import { ShotPicker } from '../../src-main/core/run/shots'
import { RunSpecSchema, TemplateSpecSchema } from '../../src-main/core/run/spec'
import type { Item } from '../../src-main/core/types'
import { sniffImage } from '../../src-main/services/runs/images'
import { projectRoot } from './helpers/paths'
import { DEFAULT_FORM, formToSpec, reviveForm, tagList } from '../../src-renderer/src/components/runs/runForm'
import type { RunForm } from '../../src-renderer/src/components/runs/runForm'

const item = (id: string, patch: Partial<Item> = {}): Item => ({
  id,
  track: 'llm',
  dimension: 'knowledge_qa',
  specialty: { primary: '内科学' },
  type: 'single_choice',
  task: 'T',
  stem: `题干${id}`,
  options: { A: `${id}甲`, B: `${id}乙`, C: `${id}丙` },
  source: { name: 'test' },
  ...patch,
})

const fewShot = TemplateSpecSchema.parse({ kind: 'few-shot', lang: 'zh', system: '你是医生。', shots: 2, dev: { tag: 'split:dev' } })

describe('few-shot messages', () => {
  it('shows each example solved, as a user turn and the assistant answer, then the question', () => {
    const examples: Example[] = [
      { item: item('d1'), key: { answer: 'B' } },
      { item: item('d2', { type: 'multi_choice' }), key: { answer: 'AC' } },
    ]
    const q = item('q1')
    const msgs = buildMessages(q, { order: ['C', 'A', 'B'] }, fewShot, [], examples)
    expect(msgs).toEqual([
      { role: 'system', content: '你是医生。' },
      {
        role: 'user',
        content:
          '以下是一道单项选择题，请选出最合适的一个答案。\n\n题干d1\n\nA. d1甲\nB. d1乙\nC. d1丙\n\n请在最后一行以“答案：”开头写出所选选项的字母，例如“答案：B”。',
      },
      { role: 'assistant', content: '答案：B' },
      {
        role: 'user',
        content:
          '以下是一道多项选择题，正确答案可能有多个，请选出全部正确答案。\n\n题干d2\n\nA. d2甲\nB. d2乙\nC. d2丙\n\n请在最后一行以“答案：”开头写出所选全部选项的字母，例如“答案：AC”。',
      },
      { role: 'assistant', content: '答案：AC' },
      // The question in its presented (permuted) order; the examples keep the bank's order.
      {
        role: 'user',
        content: '以下是一道单项选择题，请选出最合适的一个答案。\n\n题干q1\n\nA. q1丙\nB. q1甲\nC. q1乙\n\n请在最后一行以“答案：”开头写出所选选项的字母，例如“答案：B”。',
      },
    ])
  })

  it('writes gold answers in the answer-line format, in English too; open items show their reference', () => {
    expect(exampleAnswer(item('a', { type: 'true_false', options: undefined }), { answer: 'F' }, 'zh')).toBe('答案：错误')
    expect(exampleAnswer(item('a', { type: 'true_false', options: undefined }), { answer: 'T' }, 'en')).toBe('Answer: True')
    expect(exampleAnswer(item('a'), { answer: 'C' }, 'en')).toBe('Answer: C')
    expect(exampleAnswer(item('a', { type: 'open_ended', options: undefined }), { reference: ' 卧床休息。 ' }, 'zh')).toBe('卧床休息。')
    // Nothing to show: a letter the item does not have, an empty key, a dialogue.
    expect(exampleAnswer(item('a'), { answer: 'E' }, 'zh')).toBeNull()
    expect(exampleAnswer(item('a', { type: 'cloze', options: undefined }), {}, 'zh')).toBeNull()
    expect(usableExample(item('a', { type: 'multi_turn', options: undefined, context: { history: [{ role: 'patient', text: '你好' }] } }), { reference: '好' })).toBe(false)
    expect(usableExample(item('a'), undefined)).toBe(false)
    expect(usableExample(item('a'), { answer: 'A' })).toBe(true)
  })

  it('puts example images before their text and the question\'s images before its own', () => {
    const ex: Example = { item: item('d1', { attachments: [{ kind: 'image', path: 'a.png' }] }), key: { answer: 'A' }, imageUrls: ['data:image/png;base64,AAA'] }
    const msgs = buildMessages(item('q'), { order: ['A', 'B', 'C'] }, { ...fewShot, system: undefined }, ['data:image/png;base64,BBB'], [ex])
    expect(msgs.map((m) => m.role)).toEqual(['user', 'assistant', 'user'])
    expect((msgs[0].content as { type: string }[]).map((p) => p.type)).toEqual(['image_url', 'text'])
    expect(msgs[0].content).toMatchObject([{ image_url: { url: 'data:image/png;base64,AAA' } }, { text: expect.stringContaining('题干d1') }])
    expect(msgs[2].content).toMatchObject([{ image_url: { url: 'data:image/png;base64,BBB' } }, { text: expect.stringContaining('题干q') }])
  })

  it('refuses an example with no answer to show rather than send a blank turn', () => {
    expect(() => buildMessages(item('q'), { order: ['A', 'B', 'C'] }, fewShot, [], [{ item: item('d'), key: {} }])).toThrow(/no gold answer/)
  })

  it('versions templates by kind and states their wording', () => {
    expect(templateVersion({ kind: 'zero-shot' })).toBe('zero-shot/1')
    expect(templateVersion({ kind: 'few-shot' })).toBe('few-shot/1')
    const zh = templateText('zh')
    expect(zh['answerLine.single']).toContain('答案：B')
    expect(zh['answerLine.multi']).toContain('答案：AC')
    expect(templateText('en').answerPrefix).toBe('Answer: ')
  })
})

describe('multi-turn items', () => {
  it('send the dialogue as history (patient → user, doctor → assistant) and the last patient turn as the question', () => {
    // The first consultation of the demo bank's CMtMedQA copy (Apache-2.0, resources/demo).
    const row = JSON.parse(fs.readFileSync(path.join(projectRoot, 'resources/demo/cmtmedqa_test.jsonl'), 'utf8').split('\n')[0]) as {
      instruction: string
      history: [string, string][]
    }
    const dialogue = item('cmtmedqa:j4219', {
      type: 'multi_turn',
      options: undefined,
      stem: row.instruction,
      context: { history: row.history.flatMap(([p, d]) => [{ role: 'patient' as const, text: p }, { role: 'doctor' as const, text: d }]) },
    })
    const msgs = buildMessages(dialogue, { order: [] }, TemplateSpecSchema.parse({ system: '你是一名肿瘤科医生。' }))
    expect(msgs[0]).toEqual({ role: 'system', content: '你是一名肿瘤科医生。' })
    expect(msgs.slice(1, -1)).toEqual(row.history.flatMap(([p, d]) => [{ role: 'user', content: p }, { role: 'assistant', content: d }]))
    expect(msgs.at(-1)).toEqual({ role: 'user', content: row.instruction })
    expect(row.history.length).toBeGreaterThanOrEqual(2)
  })

  it('put few-shot examples before the dialogue, never inside it', () => {
    const dialogue = item('m', { type: 'multi_turn', options: undefined, stem: '还需要复查吗？', context: { history: [{ role: 'patient', text: '我头痛。' }, { role: 'doctor', text: '多久了？' }] } })
    const open = item('d', { type: 'open_ended', options: undefined, stem: '感冒怎么办？' })
    const msgs = buildMessages(dialogue, { order: [] }, { ...fewShot, system: undefined }, [], [{ item: open, key: { reference: '多休息。' } }])
    expect(msgs).toEqual([
      { role: 'user', content: '感冒怎么办？' },
      { role: 'assistant', content: '多休息。' },
      { role: 'user', content: '我头痛。' },
      { role: 'assistant', content: '多久了？' },
      { role: 'user', content: '还需要复查吗？' },
    ])
  })
})

describe('choosing examples', () => {
  const pool = [
    ...Array.from({ length: 6 }, (_, i) => ({ id: `anat${i}`, type: 'single_choice' as const, task: 'CMMLU/anatomy' })),
    ...Array.from({ length: 6 }, (_, i) => ({ id: `gen${i}`, type: 'single_choice' as const, task: 'CMMLU/genetics' })),
    ...Array.from({ length: 3 }, (_, i) => ({ id: `multi${i}`, type: 'multi_choice' as const, task: 'CMMLU/anatomy' })),
  ]
  const q = { id: 'cmmlu:test:anatomy:0', type: 'single_choice' as const, task: 'CMMLU/anatomy' }

  it('is a function of the seed and the question only (not of the order the pool came in)', () => {
    const a = new ShotPicker(pool).pick(q, 4, 7)
    const b = new ShotPicker([...pool].reverse()).pick(q, 4, 7)
    expect(a).toEqual(b)
    expect(new Set(a).size).toBe(4)
    const seeds = new Set(Array.from({ length: 10 }, (_, s) => new ShotPicker(pool).pick(q, 4, s).join()))
    expect(seeds.size).toBeGreaterThan(5)
  })

  it('takes the same task and type first, then the same type, then any', () => {
    const picker = new ShotPicker(pool)
    expect(picker.pick(q, 4, 1).every((id) => id.startsWith('anat'))).toBe(true)
    const eight = picker.pick(q, 8, 1)
    expect(eight.slice(0, 6).every((id) => id.startsWith('anat'))).toBe(true)
    expect(eight.slice(6).every((id) => id.startsWith('gen'))).toBe(true)
    const all = picker.pick(q, 15, 1)
    expect(new Set(all).size).toBe(15)
    expect(all.slice(12).every((id) => id.startsWith('multi'))).toBe(true)
    // More than the pool holds: each example once.
    expect(picker.pick(q, 20, 1)).toHaveLength(15)
    // A type the pool lacks: any examples.
    expect(picker.pick({ id: 'x', type: 'true_false', task: 'Z' }, 3, 1)).toHaveLength(3)
    expect(picker.pick(q, 0, 1)).toEqual([])
  })

  it('draws from a large tier without repeats', () => {
    const big = Array.from({ length: 5000 }, (_, i) => ({ id: `d${String(i).padStart(5, '0')}`, type: 'single_choice' as const, task: 'T' }))
    const picker = new ShotPicker(big)
    for (let s = 0; s < 50; s++) {
      const got = picker.pick({ id: `q${s}`, type: 'single_choice', task: 'T' }, 10, 3)
      expect(new Set(got).size).toBe(10)
    }
  })

  it('refuses a pool listing an item twice', () => {
    expect(() => new ShotPicker([pool[0], pool[0]])).toThrow(/twice/)
  })
})

describe('template spec', () => {
  const endpoint = { urls: ['http://127.0.0.1:1/v1'], model: 'm' }
  it('gives few-shot its default number of shots and stores it', () => {
    expect(RunSpecSchema.parse({ endpoint, template: { kind: 'few-shot', dev: { tag: 'split:dev' } } }).template).toEqual({ kind: 'few-shot', lang: 'zh', shots: 5, dev: { tag: 'split:dev' } })
    expect(RunSpecSchema.parse({ endpoint }).template).toEqual({ kind: 'zero-shot', lang: 'zh' })
  })

  it('refuses few-shot without a dev split, shots outside 0–10, and few-shot settings on zero-shot', () => {
    const bad = (template: unknown) => RunSpecSchema.safeParse({ endpoint, template })
    expect(bad({ kind: 'few-shot' }).success).toBe(false)
    expect(bad({ kind: 'few-shot', dev: {} }).success).toBe(false)
    expect(bad({ kind: 'few-shot', shots: 11, dev: { tag: 'dev' } }).success).toBe(false)
    expect(bad({ kind: 'zero-shot', shots: 3 }).success).toBe(false)
    expect(bad({ kind: 'zero-shot', dev: { tag: 'dev' } }).success).toBe(false)
    expect(bad({ kind: 'few-shot', shots: 0, dev: { ids: ['a'] } }).success).toBe(true)
    const msg = bad({ kind: 'few-shot' }).error!.issues[0].message
    expect(msg).toContain('少样本模板需要指定示例来源')
  })
})

describe('image types from the bytes', () => {
  it('knows PNG, JPEG, GIF, WebP and BMP, and nothing else', () => {
    const png = fs.readFileSync(path.join(projectRoot, 'tests/fixtures/images/ct_slice_a.png'))
    expect(sniffImage(png)).toBe('image/png')
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg')
    expect(sniffImage(Buffer.from('GIF89a\x01\x00', 'latin1'))).toBe('image/gif')
    expect(sniffImage(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp')
    expect(sniffImage(Buffer.from('BM\x36\x00\x00\x00\x00\x00\x00\x00\x36\x00\x00\x00', 'latin1'))).toBe('image/bmp')
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImage(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull()
    expect(sniffImage(Buffer.alloc(0))).toBeNull()
  })
})

describe('the Runs view form: template section', () => {
  const form = (patch: Partial<RunForm>): RunForm => ({ ...DEFAULT_FORM, urls: 'http://127.0.0.1:8000/v1', model: 'qwen', ...patch })

  it('sends few-shot with its shots and dev tag, tags and an images folder, as the host accepts them', () => {
    const { spec, problems } = formToSpec(form({ templateKind: 'few-shot', shots: '3', devTag: ' split:dev ', tags: 'split:test， extra, ,split:test', images: ' /data/vlm ' }), { web: false })
    expect(problems).toEqual({})
    const parsed = RunSpecSchema.parse(spec)
    expect(parsed.template).toEqual({ kind: 'few-shot', lang: 'zh', shots: 3, dev: { tag: 'split:dev' } })
    expect(parsed.selection.tags).toEqual(['split:test', 'extra'])
    expect(parsed.images).toBe('/data/vlm')
  })

  it('keeps zero-shot as it was, whatever the hidden few-shot fields hold', () => {
    const parsed = RunSpecSchema.parse(formToSpec(form({ shots: '99', devTag: '' }), { web: false }).spec)
    expect(parsed.template).toEqual({ kind: 'zero-shot', lang: 'zh' })
    expect(parsed.images).toBeUndefined()
    expect(parsed.selection.tags).toBeUndefined()
  })

  it('names a bad number of shots and a missing dev tag', () => {
    const { spec, problems } = formToSpec(form({ templateKind: 'few-shot', shots: '11', devTag: ' ' }), { web: false })
    expect(spec).toBeNull()
    expect(problems.shots).toEqual({ key: 'vIntRange', field: 'fShots', params: { min: 0, max: 10 } })
    expect(problems.devTag).toEqual({ key: 'vRequired', field: 'fDevTag' })
  })

  it('reads a stored template kind back, and nothing else as one', () => {
    expect(reviveForm({ templateKind: 'few-shot', shots: '2' })).toMatchObject({ templateKind: 'few-shot', shots: '2' })
    expect(reviveForm({ templateKind: 'many-shot' }).templateKind).toBe('zero-shot')
    expect(tagList(' a ,b，a,, ')).toEqual(['a', 'b'])
  })
})
