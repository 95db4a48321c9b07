// The adapter registry, one per FormatName.
import type { FormatAdapter, FormatName } from '../types'
import { cmmluAdapter } from './cmmlu'
import { cmexamAdapter } from './cmexam'
import { cmbClinAdapter } from './cmb-clin'
import { cmtmedqaAdapter } from './cmtmedqa'
import { medbenchAdapter } from './medbench'
import { genericAdapter } from './generic'

export const ADAPTERS: Readonly<Record<FormatName, FormatAdapter>> = {
  cmmlu: cmmluAdapter,
  cmexam: cmexamAdapter,
  'cmb-clin': cmbClinAdapter,
  cmtmedqa: cmtmedqaAdapter,
  medbench: medbenchAdapter,
  jsonl: genericAdapter('jsonl'),
  csv: genericAdapter('csv'),
  xlsx: genericAdapter('xlsx'),
}
