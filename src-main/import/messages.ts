// Every reason an import can give a user, in both languages. Record-level reasons leave the line out:
// ParseResult and RowError carry it, and `describeError` joins the two for display.
import { defineMessages, renderMsg } from '../core/messages'
import type { Lang, Msg, MsgParams } from '../core/messages'

type Template = (p: MsgParams) => string

/**
 * Codes live in one global registry shared by every module, so this layer's codes carry an "import."
 * prefix (services/itemService.ts, for one, has its own `answerNotInOptions` with other parameters).
 * Constructors keep the short names: `importMessages.emptyStem()` makes code "import.emptyStem".
 */
function definePrefixed<K extends string>(
  prefix: string,
  entries: Record<K, { zh: Template; en: Template }>,
): Record<K, (params?: MsgParams) => Msg> {
  const made = defineMessages(
    Object.fromEntries(Object.entries(entries).map(([k, v]) => [`${prefix}.${k}`, v])) as Record<string, { zh: Template; en: Template }>,
  )
  return Object.fromEntries(Object.keys(entries).map((k) => [k, made[`${prefix}.${k}`]])) as Record<K, (params?: MsgParams) => Msg>
}

/** What went wrong in a JSON line (readers/jsonl.ts classifies V8's message). */
const JSON_PROBLEMS: Record<string, { zh: string; en: string }> = {
  truncated: { zh: '记录在行尾之前就结束了（被截断，或一条记录跨了多行）', en: 'the record ends too early (cut off, or one record split over several lines)' },
  trailing: { zh: 'JSON 对象之后还有多余的内容（一行只能有一条记录）', en: 'there is more text after the JSON object (one record per line)' },
  control: { zh: '字符串中有未转义的控制字符（如制表符或换行）', en: 'a string holds an unescaped control character (such as a tab or line break)' },
  syntax: { zh: 'JSON 语法错误', en: 'JSON syntax error' },
}

const JSON_KINDS_ZH: Record<string, string> = {
  array: '数组',
  string: '字符串',
  number: '数字',
  boolean: '布尔值',
  null: 'null',
}

export const importMessages = definePrefixed('import', {
  atLine: {
    zh: (p) => `第 ${p.line} 行：${p.detail}`,
    en: (p) => `line ${p.line}: ${p.detail}`,
  },
  // ---- decoding and readers (thrown as MbError: they name their line) ----
  invalidUtf8: {
    zh: (p) => `第 ${p.line} 行含有无效的 UTF-8 字节（文件其余部分为 UTF-8 编码）`,
    en: (p) => `line ${p.line} contains bytes that are not valid UTF-8 (the rest of the file reads as UTF-8)`,
  },
  invalidGb18030: {
    zh: (p) => `第 ${p.line} 行含有无法按 GBK/GB18030 解码的字节`,
    en: (p) => `line ${p.line} contains bytes that cannot be decoded as GBK/GB18030`,
  },
  jsonArrayNotSupported: {
    zh: () => '文件是 JSON 数组；请改为 JSONL（每行一个 JSON 对象）',
    en: () => 'the file is a JSON array; convert it to JSONL (one JSON object per line)',
  },
  csvSyntax: {
    zh: (p) => `第 ${p.line} 行 CSV 格式错误：${p.detail}`,
    en: (p) => `line ${p.line}: malformed CSV: ${p.detail}`,
  },
  csvDuplicateHeader: {
    zh: (p) => `表头中的列名“${p.name}”重复`,
    en: (p) => `the header names column "${p.name}" twice`,
  },
  xlsxUnreadable: {
    zh: (p) => `无法读取 Excel 文件：${p.detail}`,
    en: (p) => `cannot read the Excel file: ${p.detail}`,
  },
  xlsxNoSheet: {
    zh: () => 'Excel 文件中没有工作表',
    en: () => 'the Excel file has no worksheet',
  },
  utf16NotSupported: {
    zh: () => '文件是 UTF-16 编码；请另存为 UTF-8 或 GBK',
    en: () => 'the file is UTF-16; save it as UTF-8 or GBK',
  },
  xlsNotSupported: {
    zh: () => '不支持旧版 Excel（.xls）文件；请另存为 .xlsx 或 CSV',
    en: () => 'old Excel (.xls) files are not supported; save as .xlsx or CSV',
  },
  binaryFile: {
    zh: (p) => `${p.file} 不是文本或 Excel 文件${p.kind === '?' ? '' : `（看起来是 ${p.kind} 文件）`}，无法导入；请选择 JSONL、CSV 或 XLSX 文件`,
    en: (p) => `${p.file} is not a text or Excel file${p.kind === '?' ? '' : ` (it looks like a ${p.kind} file)`} and cannot be imported; choose a JSONL, CSV or XLSX file`,
  },
  noRecords: {
    zh: (p) => `${p.file} 中没有记录（文件为空、只有空行或只有表头）`,
    en: (p) => `${p.file} contains no records (it is empty, blank, or only a header)`,
  },
  unknownFormat: {
    zh: (p) => `未知的导入格式：${p.name}`,
    en: (p) => `unknown import format: ${p.name}`,
  },
  // ---- record-level reasons (ParseResult / RowError carry the line) ----
  badJson: {
    zh: (p) =>
      `不是有效的 JSON：${(JSON_PROBLEMS[String(p.problem)] ?? JSON_PROBLEMS.syntax).zh}` +
      `${p.column ? `，在第 ${p.column} 个字符处` : ''}（${p.detail}）`,
    en: (p) =>
      `not valid JSON: ${(JSON_PROBLEMS[String(p.problem)] ?? JSON_PROBLEMS.syntax).en}` +
      `${p.column ? ` at character ${p.column}` : ''} (${p.detail})`,
  },
  notAnObject: {
    zh: (p) => `应为 JSON 对象，实际是${JSON_KINDS_ZH[String(p.kind)] ?? p.kind}`,
    en: (p) => `expected a JSON object, found ${p.kind}`,
  },
  csvFieldCount: {
    zh: (p) => `有 ${p.count} 列，表头有 ${p.expected} 列`,
    en: (p) => `has ${p.count} fields but the header has ${p.expected}`,
  },
  missingField: {
    zh: (p) => `缺少必填字段“${p.field}”`,
    en: (p) => `required field "${p.field}" is missing`,
  },
  emptyStem: {
    zh: () => '题干为空',
    en: () => 'the stem is empty',
  },
  noOptions: {
    zh: (p) => `选择题（${p.type}）没有选项`,
    en: (p) => `a choice item (${p.type}) has no options`,
  },
  duplicateOptionLetter: {
    zh: (p) => `选项字母 ${p.letter} 重复`,
    en: (p) => `option letter ${p.letter} appears twice`,
  },
  emptyOption: {
    zh: (p) => `选项 ${p.letter} 为空`,
    en: (p) => `option ${p.letter} is empty`,
  },
  badOptionLine: {
    zh: (p) => `选项行“${p.text}”不以选项字母开头`,
    en: (p) => `option line "${p.text}" does not start with an option letter`,
  },
  answerMissing: {
    zh: () => '缺少答案',
    en: () => 'the answer is missing',
  },
  answerNotInOptions: {
    zh: (p) => `答案“${p.answer}”不在选项中（${p.letters}）`,
    en: (p) => `answer '${p.answer}' is not among the options (${p.letters})`,
  },
  answerUnknownLetter: {
    zh: (p) => `答案“${p.answer}”中的字母 ${p.letter} 不是选项（选项为 ${p.letters}）`,
    en: (p) => `answer '${p.answer}' names option ${p.letter}, but the options are ${p.letters}`,
  },
  singleChoiceManyAnswers: {
    zh: (p) => `单选题的答案“${p.answer}”含有多个字母`,
    en: (p) => `single-choice item has more than one answer letter: '${p.answer}'`,
  },
  badTrueFalse: {
    zh: (p) => `判断题答案“${p.answer}”应为 对/错（T/F）`,
    en: (p) => `true/false answer '${p.answer}' must be T or F (对/错)`,
  },
  unknownValue: {
    zh: (p) => `字段“${p.field}”的值“${p.value}”无效（可选：${p.allowed}）`,
    en: (p) => `field "${p.field}" has an invalid value '${p.value}' (allowed: ${p.allowed})`,
  },
  invalidField: {
    zh: (p) => `字段“${p.field}”无效：${p.detail}`,
    en: (p) => `field "${p.field}" is invalid: ${p.detail}`,
  },
  duplicateId: {
    zh: (p) => `题目编号“${p.id}”重复（第 ${p.first} 行已使用）`,
    en: (p) => `item id '${p.id}' is already used on line ${p.first}`,
  },
  noQaPairs: {
    zh: () => 'QA_pairs 为空或不是数组',
    en: () => 'QA_pairs is empty or not a list',
  },
  badHistory: {
    zh: (p) => `对话历史第 ${p.turn} 轮格式错误（应为 [患者, 医生]）`,
    en: (p) => `dialogue history turn ${p.turn} is malformed (expected [patient, doctor])`,
  },
  // ---- MedBench platform ----
  medbenchOptionsNotFound: {
    zh: (p) => `在题目中找不到选项块（任务 ${p.task} 为选择题）`,
    en: (p) => `no block of options found in the question (task ${p.task} is a choice task)`,
  },
  medbenchOptionsBroken: {
    zh: (p) => `选项字母不连贯（${p.letters}），无法确定选项：应为 A、B、C… 依次排列，不跳字母、不中途断开（任务 ${p.task} 为选择题）`,
    en: (p) => `the option letters do not run A, B, C… in order (${p.letters}), so the options cannot be read (task ${p.task} is a choice task)`,
  },
  medbenchVariantOptions: {
    zh: (p) => `本行选项与 ${p.id} 第一条记录（第 ${p.first} 行）的选项不一致：${p.detail}`,
    en: (p) => `the options here do not match those of ${p.id}'s first record (line ${p.first}): ${p.detail}`,
  },
  medbenchVariantStem: {
    zh: (p) => `本行题干与 ${p.id} 第一条记录（第 ${p.first} 行）的题干不同`,
    en: (p) => `the stem here differs from that of ${p.id}'s first record (line ${p.first})`,
  },
  medbenchKeyConflict: {
    zh: (p) => `${p.id} 的答案不一致：${p.a} 与 ${p.b}（换算为标准选项字母后）`,
    en: (p) => `answers for ${p.id} disagree: ${p.a} vs ${p.b} (in canonical letters)`,
  },
  medbenchItemUnknown: {
    zh: (p) => `题库中没有题目 ${p.id}，无法换算答案字母`,
    en: (p) => `item ${p.id} is not in the bank, so its answer letters cannot be mapped`,
  },
  medbenchPromptUnknown: {
    zh: (p) => `${p.id} 没有与此题面相同的版本，无法换算答案字母`,
    en: (p) => `no variant of ${p.id} has this exact question text, so its answer letters cannot be mapped`,
  },
})

/** "line 12: answer 'F' is not among the options (A–E)" in the user's language. */
export function describeError(err: { line: number; reason: Msg }, lang: Lang): string {
  return renderMsg(importMessages.atLine({ line: err.line, detail: renderMsg(err.reason, lang) }), lang)
}
