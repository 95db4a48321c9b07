// The import service on files in the real formats' shapes: all-or-nothing, --skip-invalid, re-import
// no-op, the same items from two encodings, keys kept in their own file, platform permutations with a
// separate key file. The same on the real files where ../shared/data exists.
import { describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import { Workspace } from '../../src-main/services/workspace'
import { formatIssues, importFile } from '../../src-main/services/importService'
import { importKeysEncrypted, sealKeys, writeNewFile } from '../../src-main/services/transfer'
import { KeyStore } from '../../src-main/store/keyStore'
import { saveTaxonomy } from '../../src-main/services/taxonomyService'
import { dataFile, formatFixture, tempDir } from './helpers/paths'
import { TEST_ACTOR } from './helpers/actors'
import { itShared } from './helpers/shared'

function freshWorkspace(): Workspace {
  const dir = tempDir()
  return new Workspace({ bank: path.join(dir, 'bank.db'), keys: path.join(dir, 'bank.keys.db') })
}
const opts = { format: 'auto' as const, mapping: {}, skipInvalid: false, actor: TEST_ACTOR }

/** Whether the bank's files on disk (the database and its WAL) hold this text. */
function bankHolds(ws: Workspace, text: string): boolean {
  return [ws.paths.bank, `${ws.paths.bank}-wal`].some((f) => fs.existsSync(f) && fs.readFileSync(f).includes(Buffer.from(text)))
}

describe('import service', () => {
  it('aborts CMExam on its bad row, writing nothing, then imports the rest with skip-invalid', async () => {
    const ws = freshWorkspace()
    const file = formatFixture('cmexam_sample.jsonl')
    const aborted = await importFile(ws, file, opts)
    expect(aborted.ok).toBe(false)
    expect(formatIssues(aborted, 'en')).toEqual([expect.stringMatching(/^cmexam_sample\.jsonl:17: .*nan/)])
    expect(ws.bank.count()).toBe(0)
    expect(ws.keys.count()).toBe(0)

    const done = await importFile(ws, file, { ...opts, skipInvalid: true })
    expect(ws.keys.pendingImports()).toEqual([])
    expect(done).toMatchObject({ ok: true, format: 'cmexam', added: 23, items: 23, keys: 23, skipped: 1 })
    expect(done.issues.map((i) => i.line)).toEqual([17])
    expect(ws.index.query({ offset: 0, limit: 1 }).total).toBe(23)

    // The pericardial-friction item (row_index 7) with its key in the keys file only.
    const row = ws.index.query({ search: '心包摩擦音', offset: 0, limit: 5 }).rows[0]
    expect(row.id).toBe('cmexam:7')
    expect(row.options?.B).toBe('胸骨左缘第3、4肋间')
    expect(ws.keys.get(row.id)?.key.answer).toBe('B')
    expect(bankHolds(ws, '急性心包炎患者出现心包摩擦音')).toBe(true)
    expect(bankHolds(ws, '坐位前倾、深呼气末更明显')).toBe(false)

    const again = await importFile(ws, file, { ...opts, skipInvalid: true })
    expect(again).toMatchObject({ ok: true, alreadyImported: true, added: 0, items: 23 })
    expect(ws.bank.count()).toBe(23)
    ws.close()
  })

  itShared('does the same with the real CMExam sample (line 1591)', async () => {
    const ws = freshWorkspace()
    const file = dataFile('cmexam/cmexam_val_sample2000.jsonl')
    const aborted = await importFile(ws, file, opts)
    expect(aborted.ok).toBe(false)
    expect(formatIssues(aborted, 'en')).toEqual([expect.stringMatching(/^cmexam_val_sample2000\.jsonl:1591: .*nan/)])
    expect(ws.bank.count()).toBe(0)
    expect(ws.keys.count()).toBe(0)

    const done = await importFile(ws, file, { ...opts, skipInvalid: true })
    expect(ws.keys.pendingImports()).toEqual([])
    expect(done).toMatchObject({ ok: true, format: 'cmexam', added: 1999, items: 1999, keys: 1999, skipped: 1 })
    expect(done.issues.map((i) => i.line)).toEqual([1591])
    expect(ws.index.query({ offset: 0, limit: 1 }).total).toBe(1999)

    // The pericardial-friction item (row_index 18) with its key in the keys file only.
    const row = ws.index.query({ search: '心包摩擦感', offset: 0, limit: 5 }).rows[0]
    expect(row.options?.A).toBe('坐位，胸骨左缘第4肋间处，深呼气末')
    expect(ws.keys.get(row.id)?.key.answer).toBe('A')
    expect(bankHolds(ws, '最易触及心包摩擦感的是')).toBe(true)
    expect(bankHolds(ws, '心包摩擦音可在整个心前区')).toBe(false)

    const again = await importFile(ws, file, { ...opts, skipInvalid: true })
    expect(again).toMatchObject({ ok: true, alreadyImported: true, added: 0, items: 1999 })
    expect(ws.bank.count()).toBe(1999)
    ws.close()
  })

  it('imports the same CMMLU rows from GBK and UTF-8-BOM CSV as the same items', async () => {
    const ws = freshWorkspace()
    const gbk = await importFile(ws, formatFixture('cmmlu_dev_gbk.csv'), opts)
    expect(gbk).toMatchObject({ ok: true, encoding: 'gb18030', added: 10, keys: 10 })
    const bom = await importFile(ws, formatFixture('cmmlu_dev_utf8bom.csv'), opts)
    expect(bom).toMatchObject({ ok: true, encoding: 'utf-8-bom', added: 0, unchanged: 10, items: 10 })
    expect(ws.bank.count()).toBe(10)
    ws.close()
  })

  itShared('does the same with the real Excel exports', async () => {
    const ws = freshWorkspace()
    const gbk = await importFile(ws, dataFile('formats/cmmlu_dev_gbk.csv'), opts)
    expect(gbk).toMatchObject({ ok: true, encoding: 'gb18030', added: 50, keys: 50 })
    const bom = await importFile(ws, dataFile('formats/cmmlu_dev_utf8bom.csv'), opts)
    expect(bom).toMatchObject({ ok: true, encoding: 'utf-8-bom', added: 0, unchanged: 50, items: 50 })
    expect(ws.bank.count()).toBe(50)
    ws.close()
  })

  it('maps source subjects through the bank\'s editable taxonomy', async () => {
    const ws = freshWorkspace()
    saveTaxonomy(ws.bank, { 'CMMLU:anatomy': { dimension: 'reasoning', primary: '外科学', secondary: '局部解剖学' } })
    expect(() => saveTaxonomy(ws.bank, { 'CMMLU:anatomy': { dimension: 'surgery' } })).toThrow(/not valid/)
    await importFile(ws, formatFixture('cmmlu_dev_utf8bom.csv'), opts)
    const anatomy = ws.bank.getItem('cmmlu:dev:anatomy:0')!.item
    expect(anatomy.dimension).toBe('reasoning')
    expect(anatomy.specialty).toEqual({ primary: '外科学', secondary: '局部解剖学' })
    // Subjects the bank did not remap keep the shipped defaults.
    expect(ws.bank.getItem('cmmlu:dev:virology:0')!.item.specialty.primary).toBe('基础医学')
    ws.close()
  })

  it('reads a GBK file again as GB18030 when its first Chinese line comes after 64 KiB of ASCII', async () => {
    const ws = freshWorkspace()
    const file = path.join(__dirname, '../fixtures/import/late_gbk_cmmlu.csv')
    const r = await importFile(ws, file, opts)
    expect(r).toMatchObject({ ok: true, encoding: 'gb18030', added: 613 })
    expect(ws.index.query({ search: '心包摩擦音', offset: 0, limit: 5 }).rows[0].options?.A).toBe('急性心包炎')
    // Forced UTF-8, the same file fails and names the first line that is not UTF-8.
    const ws2 = freshWorkspace()
    await expect(importFile(ws2, file, { ...opts, encoding: 'utf-8' })).rejects.toThrow(/line 613 contains bytes that are not valid UTF-8/)
    expect(ws2.bank.count()).toBe(0)
    ws.close()
    ws2.close()
  })

  it('refuses an existing id with different content, naming the line', async () => {
    const ws = freshWorkspace()
    const dir = tempDir()
    const a = path.join(dir, 'a.jsonl')
    const b = path.join(dir, 'b.jsonl')
    fs.writeFileSync(a, JSON.stringify({ id: 'x1', stem: '贫血最常见的原因是', A: '缺铁', B: '失血', answer: 'A' }) + '\n')
    fs.writeFileSync(b, '\n' + JSON.stringify({ id: 'x1', stem: '贫血最常见的原因是？', A: '缺铁', B: '失血', answer: 'A' }) + '\n')
    expect((await importFile(ws, a, opts)).ok).toBe(true)
    const r = await importFile(ws, b, opts)
    expect(r.ok).toBe(false)
    expect(formatIssues(r, 'zh')[0]).toMatch(/^b\.jsonl:2: .*已在题库中/)
    ws.close()
  })

  it('keeps MedBench permutations as one item and maps a key file given in presented letters', async () => {
    const ws = freshWorkspace()
    const questions = formatFixture('medbench_platform/LLM_MedSafety.jsonl')
    const lines = fs.readFileSync(questions, 'utf8').split(/\r?\n/).filter(Boolean).map((l) => JSON.parse(l))
    // The correct answer to id 4 is "4小时"; write each record's answer in its own presented letters.
    const keyLines = lines
      .filter((r) => r.other.id === 4)
      .map((r) => {
        const m = /([A-E])\. 4小时\n/.exec(r.question)!
        return JSON.stringify({ ...r, answer: m[1] })
      })
    expect(new Set(keyLines.map((l) => JSON.parse(l).answer)).size).toBeGreaterThan(1)
    const keyFile = path.join(tempDir(), 'medsafety_keys.jsonl')
    fs.writeFileSync(keyFile, keyLines.join('\n') + '\n')
    const r = await importFile(ws, questions, { ...opts, keyFile })
    expect(r).toMatchObject({ ok: true, format: 'medbench', added: 2, keys: 1 })
    const item = ws.bank.getItem('MedSafety_V4:4')!.item
    expect(item.variants).toHaveLength(5)
    const key = ws.keys.get('MedSafety_V4:4')!.key
    expect(item.options![key.answer!]).toBe('4小时')
    ws.close()
  })

  itShared('does the same with the real MedSafety sample', async () => {
    const ws = freshWorkspace()
    const questions = dataFile('medbench_platform/LLM_MedSafety.jsonl')
    const lines = fs.readFileSync(questions, 'utf8').split(/\r?\n/).filter(Boolean).map((l) => JSON.parse(l))
    // The correct answer to id 4 is "72小时"; write each record's answer in its own presented letters.
    const keyLines = lines
      .filter((r) => r.other.id === 4)
      .map((r) => {
        const m = /([A-E])\. 72小时/.exec(r.question)!
        return JSON.stringify({ ...r, answer: m[1] })
      })
    const keyFile = path.join(tempDir(), 'medsafety_keys.jsonl')
    fs.writeFileSync(keyFile, keyLines.join('\n') + '\n')
    const r = await importFile(ws, questions, { ...opts, keyFile })
    expect(r).toMatchObject({ ok: true, format: 'medbench', added: 2, keys: 1 })
    const item = ws.bank.getItem('MedSafety_V4:4')!.item
    expect(item.variants).toHaveLength(5)
    const key = ws.keys.get('MedSafety_V4:4')!.key
    expect(item.options![key.answer!]).toBe('72小时')
    ws.close()
  })

  it('exports keys encrypted and imports them into an empty keys file', async () => {
    const ws = freshWorkspace()
    await importFile(ws, formatFixture('cmmlu_dev_utf8bom.csv'), opts)
    const out = path.join(tempDir(), 'keys.mbkeys')
    const sealed = sealKeys(ws, 'pass phrase')
    expect(sealed.keys).toBe(10)
    writeNewFile(out, sealed.bytes)
    expect(() => writeNewFile(out, sealed.bytes)).toThrow(/exists/)
    const other = new Workspace({ bank: ws.paths.bank, keys: path.join(tempDir(), 'empty.keys.db') })
    await expect(importKeysEncrypted(other, TEST_ACTOR, fs.readFileSync(out), 'wrong')).rejects.toThrow(/wrong passphrase/)
    expect(await importKeysEncrypted(other, TEST_ACTOR, fs.readFileSync(out), 'pass phrase')).toEqual({ keys: 10, added: 10, unchanged: 0 })
    expect(ws.keys.get('cmmlu:dev:anatomy:0')?.key.answer).toBe('B')
    expect(other.keys.get('cmmlu:dev:anatomy:0')?.key.answer).toBe('B')
    other.close()
    ws.close()
  })

  it('drops keys left by an import whose bank transaction never committed', () => {
    const ws = freshWorkspace()
    const paths = ws.paths
    ws.close()
    // What a crash after the keys commit and before the bank commit leaves behind.
    const keys = new KeyStore(paths.keys)
    keys.insertFirst('ghost:1', { answer: 'A' }, { author: 't', actorId: null, now: 'x', importUid: 'deadbeef' })
    keys.insertFirst('kept:1', { answer: 'B' }, { author: 't', actorId: null, now: 'x' })
    keys.markPendingImport('deadbeef', 'x')
    keys.close()
    const reopened = new Workspace(paths)
    expect(reopened.keys.get('ghost:1')).toBeUndefined()
    expect(reopened.keys.get('kept:1')?.key.answer).toBe('B')
    expect(reopened.keys.pendingImports()).toEqual([])
    reopened.close()
  })

  it('refuses a keys file passed as a bank', () => {
    const ws = freshWorkspace()
    ws.close()
    expect(() => new Workspace({ bank: ws.paths.keys, keys: ws.paths.bank })).toThrow(/not a bank/)
  })
})
