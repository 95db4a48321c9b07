// Parses every MedBench platform question file in a directory and prints, per file: records, distinct
// (source, id) pairs, items, errors, task, type and how many options the items have. Used to check the
// adapter against the platform's full question set, which cannot ship with the repo:
//   npx tsx scripts/measure-platform.ts /path/to/platform-files [--errors]
import { createReadStream, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderMsg } from '../src-main/core/messages'
import { parseFile } from '../src-main/import/pipeline'

async function main(): Promise<void> {
  const dir = process.argv[2]
  const showErrors = process.argv.includes('--errors')
  if (!dir) {
    console.error('usage: tsx scripts/measure-platform.ts <dir> [--errors]')
    process.exit(2)
  }
  const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort()
  const totals = { records: 0, ids: 0, items: 0, errors: 0 }
  console.log('file | records | ids | items | errors | task | type | options')
  for (const file of files) {
    const path = join(dir, file)
    const raw = readFileSync(path, 'utf8').split(/\r?\n/).filter((l) => l.trim() !== '')
    const ids = new Set<string>()
    for (const line of raw) {
      try {
        const other = (JSON.parse(line) as { other?: { id?: unknown; source?: unknown } }).other
        ids.add(`${String(other?.source)}:${String(other?.id)}`)
      } catch {
        // Counted as a record; the parser reports it.
      }
    }
    const parsed = await parseFile({ fileName: file, format: 'auto', chunks: () => createReadStream(path) })
    let items = 0
    const errors: string[] = []
    const tasks = new Set<string>()
    const types = new Set<string>()
    const optionCounts = new Map<number, number>()
    for await (const r of parsed.results) {
      if (!r.ok) {
        errors.push(`  ${file}:${r.line}: ${renderMsg(r.reason, 'en')}`)
        continue
      }
      items++
      tasks.add(r.item.task ?? '?')
      types.add(r.item.type)
      const n = r.item.options ? Object.keys(r.item.options).length : 0
      optionCounts.set(n, (optionCounts.get(n) ?? 0) + 1)
    }
    const dist = [...optionCounts].sort((a, b) => a[0] - b[0]).map(([n, c]) => `${n}×${c}`).join(' ')
    const flag = items === ids.size && errors.length === 0 ? '' : '  <--'
    console.log(`${file} | ${raw.length} | ${ids.size} | ${items} | ${errors.length} | ${[...tasks].join(',')} | ${[...types].join(',')} | ${dist}${flag}`)
    if (showErrors) for (const e of errors) console.log(e)
    totals.records += raw.length
    totals.ids += ids.size
    totals.items += items
    totals.errors += errors.length
  }
  console.log(`TOTAL ${files.length} files | ${totals.records} | ${totals.ids} | ${totals.items} | ${totals.errors}`)
}

void main()
