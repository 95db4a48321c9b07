// The ninetieth held-out set of 200 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT90.md), written
// blind in two halves (median 338 characters; surgery, the basic sciences, forensic medicine and statistics; internal
// medicine, women's and children's health, nursing, TCM, pharmacy and public health), and scored once against the reader
// it met (that of 5d97a61): 198/200, no answer read from any of the 41 outputs that give none. Developed on after: da011
// ("〔Ａ〕脾不统血"), da081 ("除C外均属阴虚证表现").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout90.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout90.jsonl', 'reasoning-model outputs, ninetieth blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
