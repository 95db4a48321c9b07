// The MedBench prompt parser on its own: where the platform writes options, and what must not be
// taken for options. Rows are written here by hand in the platform's shapes.
import { describe, expect, it } from 'vitest'
import { findOptions, splitPrompt } from '../../src-main/import/formats/medbench-prompt'

function options(body: string): [string, string][] {
  const found = findOptions(body)
  if (!found.ok) throw new Error(`no options (letters seen: ${found.seen.join(' ') || 'none'})`)
  return found.block.options.map((o) => [o.letter, o.text])
}

function stem(body: string): string {
  const found = findOptions(body)
  if (!found.ok) throw new Error('no options')
  return found.block.stem
}

describe('findOptions: where the platform writes options', () => {
  it('one per line, with every separator the platform uses', () => {
    for (const sep of ['.', '．', '、', ')', '）']) {
      expect(options(`题干\nA${sep} 甲\nB${sep}乙\nC${sep}  丙`), sep).toEqual([
        ['A', '甲'],
        ['B', '乙'],
        ['C', '丙'],
      ])
    }
  })

  it('the first option inline after the stem, full-width letters', () => {
    const body = '下列哪一项不是老年病的临床特点 A. 临床表现不典型\nB. 疾病发展缓慢\nC. 多病共存'
    expect(stem(body)).toBe('下列哪一项不是老年病的临床特点')
    expect(options(body)).toEqual([
      ['A', '临床表现不典型'],
      ['B', '疾病发展缓慢'],
      ['C', '多病共存'],
    ])
    expect(options('题干（ ）Ａ．甲\nＢ．乙')).toEqual([
      ['A', '甲'],
      ['B', '乙'],
    ])
  })

  it('several to a line, also glued to Latin text and digits', () => {
    expect(options('提出者是\nA、希氏B、盖氏C、迈氏D、胡氏E、帕氏')).toEqual([
      ['A', '希氏'],
      ['B', '盖氏'],
      ['C', '迈氏'],
      ['D', '胡氏'],
      ['E', '帕氏'],
    ])
    expect(options('常用的抗氧剂有()\nA.维生素CB.亚硫酸氢钠C.碳酸钙')).toEqual([
      ['A', '维生素C'],
      ['B', '亚硫酸氢钠'],
      ['C', '碳酸钙'],
    ])
    expect(options('用法正确的是()\nA.100mg,bidB.200mg,qdC.50mg,tid')).toEqual([
      ['A', '100mg,bid'],
      ['B', '200mg,qd'],
      ['C', '50mg,tid'],
    ])
  })

  it('two options on one line inside a one-per-line run (E and F), so G–J are not lost', () => {
    const body = '提问：哪些诊断？\n\nA. 甲\nB. 乙\nC. 丙\nD. 丁\nE. 结节性多动脉炎F. 嗜酸性肉芽肿性多血管炎\nG. 庚\nH. 辛\nI. 壬\nJ. 癸'
    const got = options(body)
    expect(got.map(([l]) => l).join('')).toBe('ABCDEFGHIJ')
    expect(got[4]).toEqual(['E', '结节性多动脉炎'])
    expect(got[5]).toEqual(['F', '嗜酸性肉芽肿性多血管炎'])
  })

  it('wrapped options, a trailing reminder, and an earlier example block in the body', () => {
    const found = findOptions('例题\nA. 旧\nB. 旧\n\n真正的题干\nA. 第一\n  续行\nB. 第二\n\n请只输出字母')
    expect(found).toEqual({
      ok: true,
      block: {
        stem: '例题\nA. 旧\nB. 旧\n\n真正的题干',
        options: [
          { letter: 'A', text: '第一\n续行' },
          { letter: 'B', text: '第二' },
        ],
        trailing: '请只输出字母',
      },
    })
  })
})

describe('findOptions: ordinary text is not split', () => {
  it('letters without a separator, or inside text, stay text', () => {
    const body = '患者HbA1c 8%，A型血，B超示肝大，缺乏维生素B、C。下列正确的是\nA. 补充维生素B、C\nB. 控制HbA1c\nC. A型血者禁用'
    expect(stem(body)).toBe('患者HbA1c 8%，A型血，B超示肝大，缺乏维生素B、C。下列正确的是')
    expect(options(body)).toEqual([
      ['A', '补充维生素B、C'],
      ['B', '控制HbA1c'],
      ['C', 'A型血者禁用'],
    ])
  })

  it('an "A、B" inside an option is not a new run', () => {
    expect(options('题干\nA. 甲\nB. 乙\nC. 维生素A、B族')).toEqual([
      ['A', '甲'],
      ['B', '乙'],
      ['C', '维生素A、B族'],
    ])
    // Same separator family as the run: still text, because the line it is on starts with option C.
    expect(options('题干\nA、甲\nB、乙\nC、含A、B两型')).toEqual([
      ['A', '甲'],
      ['B', '乙'],
      ['C', '含A、B两型'],
    ])
  })

  it('a letter of the next option inside an option does not steal it', () => {
    expect(options('题干\nA. 甲\nB. 乙\nC. 补充维生素D.钙片\nD. 丁\nE. 戊')).toEqual([
      ['A', '甲'],
      ['B', '乙'],
      ['C', '补充维生素D.钙片'],
      ['D', '丁'],
      ['E', '戊'],
    ])
  })
})

describe('findOptions: inconsistent runs are refused, saying what was seen', () => {
  it('a skipped letter', () => {
    expect(findOptions('题干\nA. 甲\nB. 乙\nD. 丁\nE. 戊')).toEqual({ ok: false, seen: ['A', 'B', 'D', 'E'] })
  })

  it('a run that stops half-way (F without its separator) is not cut to A–E', () => {
    expect(findOptions('题干\nA. 甲\nB. 乙\nC. 丙\nD. 丁\nE. 戊 F 己\nG. 庚\nH. 辛')).toEqual({
      ok: false,
      seen: ['A', 'B', 'C', 'D', 'E', 'G', 'H'],
    })
  })

  it('an empty option, mixed separator families, and no options at all', () => {
    expect(findOptions('题干\nA.\nB. 乙').ok).toBe(false)
    expect(findOptions('题干\nA. 甲\nB、乙\nC. 丙').ok).toBe(false)
    expect(findOptions('只有一个 A. 选项')).toEqual({ ok: false, seen: [] })
    expect(findOptions('B超示肝大\nCT示正常')).toEqual({ ok: false, seen: [] })
  })
})

describe('splitPrompt', () => {
  it('splits instruction and stem on the last non-instruction heading', () => {
    expect(splitPrompt('## 任务：做题\n\n## 任务示例：题目：例\nA.x\nB.y\n答：<A>\n\n## 题目：真题 A. 甲\nB. 乙')).toEqual({
      instruction: '## 任务：做题\n\n## 任务示例：题目：例\nA.x\nB.y\n答：<A>',
      body: '真题 A. 甲\nB. 乙',
    })
    expect(splitPrompt('没有标题的题目\r\n第二行')).toEqual({ body: '没有标题的题目\n第二行' })
    expect(splitPrompt('## 患者信息：男，21岁\n提问：诊断？')).toEqual({ body: '患者信息：男，21岁\n提问：诊断？' })
  })
})
