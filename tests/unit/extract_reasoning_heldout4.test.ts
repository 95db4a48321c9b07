// The fourth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT4.md),
// written blind: its author never read the extractor, its tests or the other fixtures. Scored blind it
// read 288/300 (0.960) with 5 answers read where the model gave none; two of its labels were then found
// wrong and corrected (q002, q113), and its failures have been worked on for the principles behind them
// (first-person refusals to choose for the asker, a missing stem, "several valid answers", choices
// handed to a doctor, conditions such as 如/否则/otherwise, answer labels such as "Selected:", a last
// line that labels its letters, option texts in brackets), so it is now a development set (300/300,
// none read from a hedge). This asserts that level, so a regression fails; a new blind set measures
// the extractor.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout4.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout4.jsonl', 'reasoning-model outputs, fourth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
