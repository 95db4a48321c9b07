// The nineteenth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT19.md),
// written blind: its author read only the format brief, the issue excerpt and the validator, never the extractor,
// its tests or the other fixtures. Scored blind (after the development on sets 16–18) it read 292/300 (0.973) and
// read an answer where the model gave none 2 times (of 61): "没有流量就算不出浓度…请补上氧流量的数值" and
// "答案：？（题干矛盾，需核对原题）". The other misses: "(A)(B)(C)(D)", list lines "1）A　<option text without its
// bracketed qualifier>", "本题选『E』", a Python list, "A | C | D", and "最终答案 → C" inside unclosed reasoning.
// Developed on since: 300/300.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout19.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout19.jsonl', 'reasoning-model outputs, nineteenth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: false })
