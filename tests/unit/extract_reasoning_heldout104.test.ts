// The hundred-and-fourth held-out set of reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT104.md), two
// blind halves of 100 written apart (median 303.5 characters; endocrinology, rheumatology, general surgery, obstetrics,
// ophthalmology, dermatology, pathology, preventive medicine, TCM acupuncture; neurology, infectious disease, emergency
// medicine, paediatrics, psychiatry, urology, laboratory science, pharmacology, TCM basic theory), each scored once against
// the reader it met (95b7203, 3bea23b): 100/100 and 100/100, no answer read from any of the 42 outputs that give none.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout104.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout104.jsonl', 'reasoning-model outputs, hundred-and-fourth blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
