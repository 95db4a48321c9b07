// Reads a MedBench platform key file (answers kept apart from the question files). A bad record
// aborts the import it belongs to, naming the key file and its line.
import fs from 'node:fs'
import path from 'node:path'
import { MbError, defineMessages, renderMsg } from '../core/messages'
import type { ItemKey } from '../core/types'
import { readRows } from '../import/readers'
import { parseMedbenchKeyFile } from '../import/formats/medbench-keys'
import type { MedbenchKeyTarget } from '../import/formats/medbench-keys'
import type { TaxonomyMapping } from '../import/types'

const m = defineMessages('keyFile', {
  keyFileInvalid: {
    zh: (p) => `${p.file}:${p.line}: ${p.detail}（答案文件有误，未导入任何内容）`,
    en: (p) => `${p.file}:${p.line}: ${p.detail} (the key file is not valid; nothing was imported)`,
  },
})

export async function loadKeyFile(
  file: string,
  lookup: (itemId: string) => MedbenchKeyTarget | undefined,
  taxonomy: TaxonomyMapping,
): Promise<Map<string, ItemKey>> {
  const source = await readRows(path.basename(file), fs.createReadStream(file) as AsyncIterable<Uint8Array>)
  const { keys, errors } = await parseMedbenchKeyFile(source.rows, { lookup, taxonomy })
  if (errors.length > 0) {
    const e = errors[0]
    throw new MbError(m.keyFileInvalid({ file: path.basename(file), line: e.line, detail: e.reason }), {
      errors: errors.map((x) => ({ line: x.line, zh: renderMsg(x.reason, 'zh'), en: renderMsg(x.reason, 'en') })),
    })
  }
  return keys
}
