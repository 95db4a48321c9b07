// The tenth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT10.md),
// written blind: its author never read the extractor, its tests or the other fixtures. Scored blind it
// read 293/300 (0.977), with 3 answers read where the model gave none (3 of 61, all hedges). Its seven
// misses have since been worked on for the principles behind them (an answer slot that asks "D还是A？";
// "none of the listed options"; 我这里不下结论; one reading of the question among several; an updated
// answer line; "is hyperkalemia — D" after a retraction; labelled options in one sentence; a bulleted
// block describing each chosen option), so it is a development set now: 300/300, none read from a
// hedge. This asserts that level; a new blind set measures the extractor.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout10.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout10.jsonl', 'reasoning-model outputs, tenth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
