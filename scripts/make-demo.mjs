// Regenerates resources/demo from ../shared/data: only Apache-2.0 sources, kept with their licence
// and attribution (resources/demo/ATTRIBUTION.md). Run once by a maintainer; the output is committed.
//   node scripts/make-demo.mjs [SHARED_DATA_DIR]
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const shared = path.resolve(process.argv[2] ?? path.join(root, '..', 'shared', 'data'))
const out = path.join(root, 'resources', 'demo')
fs.mkdirSync(path.join(out, 'licenses'), { recursive: true })

const readJsonl = (f) => fs.readFileSync(path.join(shared, f), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l))
const writeJsonl = (f, rows) => fs.writeFileSync(path.join(out, f), rows.map((r) => JSON.stringify(r)).join('\n') + '\n')

// Verbatim copies: the importers read these formats natively.
fs.copyFileSync(path.join(shared, 'cmb_clin/cmb_clin_qa.jsonl'), path.join(out, 'cmb_clin_qa.jsonl'))
fs.copyFileSync(path.join(shared, 'cmtmedqa/cmtmedqa_test.jsonl'), path.join(out, 'cmtmedqa_test.jsonl'))

// KUAKE-QIC (HuatuoGPT eval): query-intent classification as single-choice items over the ten intents.
const kuake = readJsonl('huatuogpt_eval/kuake_qic_100.jsonl')
const intents = [...new Set(kuake.map((r) => r.label))].sort((a, b) => a.localeCompare(b, 'zh'))
const letters = intents.map((_, i) => String.fromCharCode(65 + i))
writeJsonl(
  'kuake_qic_intent.jsonl',
  kuake.map((r) => ({
    id: `kuake-qic:${r.id}`,
    stem: `下面这条患者提问的意图类别是什么？\n“${r.query}”`,
    ...Object.fromEntries(intents.map((label, i) => [letters[i], label])),
    answer: letters[intents.indexOf(r.label)],
    type: 'single_choice',
    dimension: 'understanding',
    specialty: '全科医学',
    task: 'KUAKE-QIC',
    source: 'KUAKE-QIC',
  })),
)

// Med-dialog (HuatuoGPT eval): a consultation with the real doctor's reply as the reference.
writeJsonl(
  'med_dialog.jsonl',
  readJsonl('huatuogpt_eval/med_dialog_100.jsonl').map((r) => ({
    id: `med-dialog:${r.id}`,
    stem: r.medical_case,
    reference: r.doctor_diagnosis,
    type: 'open_ended',
    dimension: 'reasoning',
    // The department as the dataset gives it ("皮肤科"); the importer places it on the specialty list.
    specialty: r.Department,
    task: 'Med-dialog',
    source: 'Med-dialog',
  })),
)

fs.copyFileSync(path.join(shared, 'cmb_clin/LICENSE.upstream'), path.join(out, 'licenses', 'CMB-Apache-2.0.txt'))
fs.copyFileSync(path.join(shared, 'cmtmedqa/LICENSE.upstream'), path.join(out, 'licenses', 'Zhongjing-Apache-2.0.txt'))
fs.copyFileSync(path.join(shared, 'huatuogpt_eval/LICENSE.upstream'), path.join(out, 'licenses', 'HuatuoGPT-Apache-2.0.txt'))

const optionCols = letters.join(',')
fs.writeFileSync(
  path.join(out, 'manifest.json'),
  JSON.stringify(
    [
      { file: 'cmb_clin_qa.jsonl', format: 'cmb-clin' },
      { file: 'cmtmedqa_test.jsonl', format: 'cmtmedqa' },
      { file: 'kuake_qic_intent.jsonl', format: 'jsonl', mapping: { options: optionCols } },
      { file: 'med_dialog.jsonl', format: 'jsonl' },
    ],
    null,
    2,
  ) + '\n',
)
console.log(`demo bank sources written to ${out}`)
