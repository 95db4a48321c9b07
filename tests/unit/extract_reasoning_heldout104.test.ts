// The hundred-and-fourth held-out set of reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT104.md), one
// blind half of 100 (median 307 characters; endocrinology, rheumatology, general surgery, obstetrics, ophthalmology,
// dermatology, pathology, preventive medicine, TCM acupuncture), scored once against the reader it met (95b7203):
// 100/100, no answer read from any of the 21 outputs that give none. Its other half was not delivered this stop.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout104.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout104.jsonl', 'reasoning-model outputs, hundred-and-fourth blind held-out set (one half)', { atLeast: 100, hedgeReadsAtMost: 0, spans: true, size: 100 })
