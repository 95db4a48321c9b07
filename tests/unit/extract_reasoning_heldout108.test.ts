// The hundred-and-eighth held-out set of reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT108.md), two
// blind halves of 100 written apart (median 280 characters; infectious disease, rheumatology, general surgery, urology,
// ENT, stomatology, pathology, physiology, epidemiology, TCM internal medicine; cardiology, haematology, oncology,
// neurosurgery, obstetrics, neonatology, emergency medicine, laboratory science, nursing, acupuncture), both scored once
// against 852207e: 99/100 and 100/100, no answer read from any of the 42 outputs that give none. Missed: ga029 (a JSON
// answer cut inside its reason string by the length limit), read since stop 44 (the cut reason does not reopen a whole
// answer field): 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout108.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout108.jsonl', 'reasoning-model outputs, hundred-and-eighth blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
