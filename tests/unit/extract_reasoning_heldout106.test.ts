// The hundred-and-sixth held-out set of reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT106.md), two
// blind halves of 100 written apart (median 291 characters; cardiology, nephrology, haematology, obstetrics, orthopaedics,
// ophthalmology, microbiology, biochemistry, health statistics, TCM diagnostics; respiratory medicine, gastroenterology,
// endocrinology, neurology, paediatrics, psychiatry, dermatology, pharmacology, anaesthesiology, ethics and law), both
// scored once against 275a6f8: 100/100 and 100/100, no answer read from any of the 42 outputs that give none.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout106.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout106.jsonl', 'reasoning-model outputs, hundred-and-sixth blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
