// The fifth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS42.md): 110 single-answer
// outputs in which the model gives no answer, most of them impersonal (no 我, no I: written to get past a reader of
// the grammar of a decline), and 90 that commit amid doubt. Scored blind against 5761344 it read an answer from 44 of
// the 110 and missed 18 of the 90 committed answers (138/200). Developed on a little since: 152/200, 41 read from a
// hedge (six more commitments read: 交 B, 最后还是 B, 我把 C 填上, 我把票投给 A, 我选的是 A, "八九成吧：C 出血"). Now 185/200, 8 read from hedges (set 56's declines and commitments; an answer slot said to stay empty or clean, a box left unticked, the choice handed back). Now 189/200, 4 (a negated choosing verb where nothing is stated: "不从三兄弟里挑", "不再往下排座次"). Now 192/200, 4 (a letter closing the output after a remark on what the stem lacks; "最后勾的是 ABC，D 我明确不勾"); 193/200 (a closing letter after the answer line is taken back).
// This suite holds that floor; it is far from the target.
// Now 197/200, none read from a hedge ("The assistant abstains", "I'll stop at "A or D"", "the stem needs one more line before…", "C 对处理没有影响").
// Now 199/200 ("ethosuximide is my answer" after "I can't rule out…", "对阿片" as a preposition).
// Now 200/200 (ao009: "A、B、C、E。脑不选。", the option set aside named by its text).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress42.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress42.jsonl', 'hedge stress set 42: impersonal declines versus committing amid doubt', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
