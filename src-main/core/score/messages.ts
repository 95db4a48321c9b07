import { defineMessages } from '../messages'

export const scoreMessages = defineMessages({
  'score.keyMissing': {
    zh: (p) => `题目 ${p.item} 的答案键缺少「${p.field}」，无法评分`,
    en: (p) => `the answer key of item ${p.item} has no ${p.field}; it cannot be scored`,
  },
  'score.rubricNoPositive': {
    zh: (p) => `题目 ${p.item} 的评分细则没有正分项，得分无定义`,
    en: (p) => `the rubric of item ${p.item} has no criterion with positive points; its score is undefined`,
  },
  'score.lengthMismatch': {
    zh: (p) => `${p.what}数量不一致：应为 ${p.expected}，实际 ${p.actual}`,
    en: (p) => `${p.what}: expected ${p.expected} entries, got ${p.actual}`,
  },
  'score.noVariants': {
    zh: (p) => `题目 ${p.item} 没有选项置换版本`,
    en: (p) => `item ${p.item} has no presented variants`,
  },
})
