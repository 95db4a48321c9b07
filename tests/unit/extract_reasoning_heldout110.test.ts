// The hundred-and-tenth held-out set of reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT110.md), two
// blind halves of 100 written apart (median 289 characters; gastroenterology, nephrology, neurology, psychiatry,
// ophthalmology, dermatology, microbiology, pharmacology, preventive medicine, TCM gynaecology; cardiology, respiratory
// medicine, endocrinology, paediatrics, general surgery, orthopaedics, anaesthesiology, imaging, health law, materia medica),
// both scored once against b6ec7b0: 100/100 and 100/100, no answer read from any of the 42 outputs that give none.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout110.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout110.jsonl', 'reasoning-model outputs, hundred-and-tenth blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
