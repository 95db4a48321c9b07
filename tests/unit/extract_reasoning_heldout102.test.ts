// The hundred-and-second held-out set of reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT102.md), one
// blind half of 100 (median 290 characters; the heart, gut and kidneys, children, neurosurgery, anaesthesia, pharmacology,
// medical ethics and law, TCM diagnostics), scored once against the reader it met (b72a2b5): 100/100, no answer read
// from any of the 21 outputs that give none. Its other half was not delivered this stop.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout102.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout102.jsonl', 'reasoning-model outputs, hundred-and-second blind held-out set (one half)', { atLeast: 100, hedgeReadsAtMost: 0, spans: true, size: 100 })
