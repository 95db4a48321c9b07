// The item form's model: edits go through the same item and key texts the JSON editors show, option
// letters follow positions (the key moves with its option's text), and what save would refuse is
// listed field by field in both languages as the user types.
import { describe, expect, it } from 'vitest'
import { addOption, moveOption, optionList, parseDoc, removeOption, setOptionText, setPath, toText, toggleCorrect, validateDoc } from '../../src-renderer/src/components/item/itemFormModel'
import type { FormDoc } from '../../src-renderer/src/components/item/itemFormModel'

const ITEM = {
  id: 'cmexam-1',
  track: 'llm',
  dimension: 'knowledge_qa',
  specialty: { primary: '内科', secondary: '心血管内科' },
  type: 'single_choice',
  task: 'exam',
  stem: '急性心肌梗死最早升高的心肌标志物是',
  options: { A: '肌钙蛋白I', B: '肌红蛋白', C: 'CK-MB', D: '乳酸脱氢酶' },
  source: { name: 'CMExam' },
  tags: ['kept'],
}
const KEY = { answer: 'B', explanation: '肌红蛋白1–2小时升高' }

function doc(): FormDoc {
  const p = parseDoc(toText(ITEM), toText(KEY))
  if (!p.ok) throw new Error(p.detail)
  return p.doc
}

describe('item form model', () => {
  it('reads the editors’ texts and writes them back unchanged when nothing changed', () => {
    const d = doc()
    expect(toText(d.item)).toBe(toText(ITEM))
    expect(toText(d.key)).toBe(toText(KEY))
    expect(validateDoc(d)).toEqual([])
  })

  it('says which text is not JSON instead of guessing', () => {
    const p = parseDoc('{"id": ', toText(KEY))
    expect(p.ok).toBe(false)
    if (!p.ok) expect(p.which).toBe('item')
    const q = parseDoc(toText(ITEM), '[1, 2]')
    expect(q.ok === false && q.which === 'key').toBe(true)
  })

  it('moves the key with its option when options are reordered, removed or added', () => {
    // B (肌红蛋白, correct) up: it becomes A and the key follows.
    const up = moveOption(doc(), 1, -1)
    expect(optionList(up.item)).toEqual([['A', '肌红蛋白'], ['B', '肌钙蛋白I'], ['C', 'CK-MB'], ['D', '乳酸脱氢酶']])
    expect(up.key!.answer).toBe('A')
    // Removing A (肌钙蛋白I) re-letters the rest; the correct option is now A.
    const removed = removeOption(doc(), 0)
    expect(optionList(removed.item).map(([l, t]) => l + t)).toEqual(['A肌红蛋白', 'BCK-MB', 'C乳酸脱氢酶'])
    expect(removed.key!.answer).toBe('A')
    // Removing the correct option leaves no answer, which validation then names.
    const gone = removeOption(doc(), 1)
    expect(gone.key!.answer).toBeUndefined()
    expect(validateDoc(gone).map((i) => i.zh)).toContain('尚未标记正确选项')
    // Added: E, empty, flagged until filled.
    const added = addOption(doc())
    expect(optionList(added.item).at(-1)).toEqual(['E', ''])
    expect(validateDoc(added)).toEqual([{ field: 'options.E', zh: '选项 E 的内容为空', en: 'option E is empty' }])
    expect(validateDoc(setOptionText(added, 4, '天冬氨酸转氨酶'))).toEqual([])
    // Fields the form does not show pass through.
    expect(added.item.tags).toEqual(['kept'])
    expect(added.key!.explanation).toBe(KEY.explanation)
  })

  it('marks one correct option on a single-answer item and several on a multiple-answer one', () => {
    expect(toggleCorrect(doc(), 2).key!.answer).toBe('C')
    const multi: FormDoc = { item: { ...ITEM, type: 'multi_choice' }, key: { answer: 'B' } }
    const two = toggleCorrect(toggleCorrect(multi, 3), 0)
    expect(two.key!.answer).toBe('ABD')
    expect(toggleCorrect(two, 1).key!.answer).toBe('AD')
    // A single-choice item with two answers (edited in JSON) is refused by name.
    expect(validateDoc({ item: ITEM, key: { answer: 'AB' } }).map((i) => i.en)).toContain('a single-choice item has exactly one correct option')
  })

  it('lists what save would refuse, in Chinese and English, by field', () => {
    const d = doc()
    const empty = { ...d, item: setPath(d.item, ['stem'], '   ') }
    expect(validateDoc(empty)).toContainEqual({ field: 'stem', zh: '不能为空', en: 'must not be empty' })
    const repeated = setOptionText(d, 3, 'CK-MB')
    expect(validateDoc(repeated)).toContainEqual({ field: 'options.D', zh: '选项 D 与选项 C 内容相同', en: 'option D repeats option C' })
    const badDim = { ...d, item: { ...d.item, dimension: 'nonsense' } }
    expect(validateDoc(badDim)[0].field).toBe('dimension')
    expect(validateDoc(badDim)[0].zh).toMatch(/^应为以下之一/)
    // Clearing a nested field drops the emptied parent instead of leaving {}.
    expect(setPath({ context: { case: 'x' } }, ['context', 'case'], undefined)).toEqual({})
    // A required field emptied stays, so validation names it as empty rather than missing.
    expect(setPath({ stem: 'x' }, ['stem'], '')).toEqual({ stem: '' })
  })
})
