// The hundred-and-twelfth held-out set of reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT112.md), two
// blind halves of 100 written apart (median 294 characters; cardiology, endocrinology, infectious disease, paediatrics,
// neurosurgery, ENT, pathology, biochemistry, health statistics, TCM diagnostics; respiratory medicine, nephrology,
// oncology, obstetrics, orthopaedics, dermatology, pharmacology, emergency medicine, preventive medicine, acupuncture),
// both scored once against 944a15b: 100/100 and 98/100, no answer read from any of the 42 outputs that give none. Missed:
// gj050 and gj099 (reasoning never closed, ending on "Final: (E)" and on "most likely diagnosis → <option text>"), both read
// since stop 44 ("Final:" is a final line's label; an arrow may stand for a label's colon): 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout112.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout112.jsonl', 'reasoning-model outputs, hundred-and-twelfth blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
