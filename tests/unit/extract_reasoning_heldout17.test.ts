// The seventeenth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT17.md),
// written blind: its author read only the format brief, the issue excerpt and the validator, never the extractor,
// its tests or the other fixtures. Scored blind it read 293/300 (0.977) and read an answer where the model gave
// none 2 times (of 61): "卡在 A 和 D 之间…没有站得住的唯一答案" and "没办法在 C 和 E 里挑出唯一的答案". The other misses:
// "我收回这个答案" after an answer line, "选A、B、C，D、E为干扰项", a bulleted "问“…”，则选 E（腺病毒）" after the
// answer, three \boxed{} side by side on a multi-answer item, and "(1) A / (2) B / (3) D" bullets. Developed on
// since: 300/300.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout17.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout17.jsonl', 'reasoning-model outputs, seventeenth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: false })
