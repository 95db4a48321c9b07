// The fortieth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT40.md),
// written blind (median 351 characters) and scored once against the reader it met (8612a1a): 287/300 (0.957), with
// an answer read from 1 of the 61 outputs that give none. Developed on since: 294/300, none read from a hedge.
// Now 295/300 (am061: "诊断：结核性胸膜炎" in reasoning never closed, the one line labelling an option's own text).
// Now 297/300 (am082: "The HLA-B27 group here is A, B, C and E; D is the odd one out."; am297: bulleted option texts
// with glosses in brackets under "### 正确选项").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout40.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout40.jsonl', 'reasoning-model outputs, fortieth blind held-out set', { atLeast: 297, hedgeReadsAtMost: 0, spans: true })
