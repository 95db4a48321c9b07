// Strings of Runs › report › 评审模型 (RunJudgeBox.tsx), merged into the one table in i18n.ts.
import type { Entry } from './entry'

export const RUN_JUDGE_STRINGS = {
  judgeBoxTitle: { zh: '开放题的评审模型', en: 'Open answers: the judge' },
  judgePass: { zh: '评审', en: 'Judge pass' },
  judgeNone: { zh: '不用评审（开放题只列词汇重叠，不计入得分）', en: 'None (open answers: lexical overlap only, not scored)' },
  judgeCounts: { zh: (p) => `可用判定 ${p.ok}/${p.done} · ${p.status}`, en: (p) => `${p.ok}/${p.done} verdicts read · ${p.status}` },
  judgeCalibration: { zh: '校准', en: 'Calibration' },
  judgeNoCalibration: { zh: '不校准（用评审原始分）', en: "None (the judge's raw scores)" },
  judgeUsed: {
    zh: (p) => `开放题由评审 ${p.id}（${p.model}，模板 ${p.template}）评分：${p.items} 道题，已评回答 ${p.judged} 条，未评 ${p.unjudged} 条（未评的不计入该题均分，在此计数）。`,
    en: (p) => `Open answers scored by judge pass ${p.id} (${p.model}, template ${p.template}): ${p.items} items, ${p.judged} answers judged, ${p.unjudged} not (left out of their item's mean and counted here).`,
  },
  judgeCalibrated: {
    zh: (p) => `评审分经校准 ${p.id}（${p.method}，${p.n} 条专家评分拟合）映射，区间已计入校准本身的不确定性。`,
    en: (p) => `Scores mapped through calibration ${p.id} (${p.method}, fitted on ${p.n} graded answers); intervals carry the calibration's own uncertainty.`,
  },
  judgeNotUsed: { zh: (p) => `尚未选择评审：${p.n} 道开放题未评，不计入得分。`, en: (p) => `No judge chosen: ${p.n} open items not judged, not in the score.` },
  judgeShowForm: { zh: '运行新的评审…', en: 'Run a judge pass…' },
  judgeHideForm: { zh: '收起评审表单', en: 'Hide the form' },
  judgeUrls: { zh: '评审服务地址', en: 'Judge server' },
  judgeUrlsHint: {
    zh: 'OpenAI 兼容接口（vLLM、llama.cpp、Ollama 等），可填多个副本地址，以空格或逗号分隔。',
    en: 'An OpenAI-compatible server (vLLM, llama.cpp, Ollama…); several replica URLs separated by spaces or commas.',
  },
  judgeModel: { zh: '评审模型名称', en: 'Judge model' },
  judgeOptions: { zh: '选项', en: 'Options' },
  judgeTemplate: { zh: '模板', en: 'template' },
  judgeSamples: { zh: '每条采样次数', en: 'samples per answer' },
  judgeKeyEnv: { zh: 'API 密钥环境变量', en: 'API key variable' },
  judgeNeedUrl: { zh: '请填写评审服务地址', en: 'Give the judge server URL' },
  judgeBadUrl: { zh: '地址应以 http:// 或 https:// 开头', en: 'a URL starts with http:// or https://' },
  judgeNeedModel: { zh: '请填写评审模型名称', en: 'Give the judge model' },
  judgeBadSamples: { zh: '采样次数应为 1 到 10 的整数', en: 'samples must be a whole number from 1 to 10' },
  judgeBadKeyEnv: { zh: '此处只能使用 MEDBENCH_ 开头的环境变量名', en: 'only MEDBENCH_… variable names can be used here' },
  judgeStart: { zh: '开始评审', en: 'Start the pass' },
  judgeRunning: { zh: '评审中…', en: 'Judging…' },
  judgeCtrlEnter: { zh: 'Ctrl+Enter 开始', en: 'Ctrl+Enter starts' },
  judgeProgress: { zh: (p) => `评审进行中：已存 ${p.n} 条判定（可随时离开，中断后可续评）`, en: (p) => `Judging: ${p.n} verdicts stored (an interrupted pass resumes)` },
  judgeOutcome: {
    zh: (p) => `评审 ${p.id}：${p.status}，${p.done}/${p.total} 条判定，其中 ${p.errors} 条未能读出或失败。`,
    en: (p) => `Judge pass ${p.id}: ${p.status}, ${p.done}/${p.total} verdicts, ${p.errors} unreadable or failed.`,
  },
  respColJudge: { zh: '评审分', en: 'Judge' },
} satisfies Record<string, Entry>
