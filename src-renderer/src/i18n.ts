// Every string the clinician reads goes through this table: Simplified Chinese first, English second.
// Codes from the bank (dimension, type, status, track) get labels here too, so a table cell never shows
// `safety_ethics` to someone who thinks in 医疗安全和伦理.
import { create } from 'zustand'
import { useCallback } from 'react'

export type Lang = 'zh' | 'en'

const LANG_KEY = 'medbench.lang'

function initialLang(): Lang {
  try {
    return localStorage.getItem(LANG_KEY) === 'en' ? 'en' : 'zh'
  } catch {
    return 'zh'
  }
}

interface LangState {
  lang: Lang
  setLang: (lang: Lang) => void
}

export const useLangStore = create<LangState>((set) => ({
  lang: initialLang(),
  setLang: (lang) => {
    try {
      localStorage.setItem(LANG_KEY, lang)
    } catch {
      // private mode or a locked-down profile: the choice lasts for this session only
    }
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en'
    set({ lang })
  },
}))

type Params = Record<string, string | number>
type Entry = { zh: string | ((p: Params) => string); en: string | ((p: Params) => string) }

const STRINGS = {
  // ---- shell
  appName: { zh: 'MedBench Studio', en: 'MedBench Studio' },
  navBank: { zh: '题库', en: 'Bank' },
  navReview: { zh: '审核', en: 'Review' },
  navRuns: { zh: '评测', en: 'Runs' },
  navCalibration: { zh: '校准', en: 'Calibration' },
  navReports: { zh: '报告', en: 'Reports' },
  soonTag: { zh: '后续', en: 'later' },
  demoBadge: { zh: '示例题库', en: 'Demo bank' },
  topItems: { zh: (p) => `${p.n} 题`, en: (p) => `${p.n} items` },
  topKeys: { zh: (p) => `${p.n} 条答案`, en: (p) => `${p.n} keys` },
  langToggle: { zh: 'English', en: '中文' },
  langToggleTitle: { zh: '切换到英文界面', en: 'Switch the interface to Chinese' },
  shortcutsButton: { zh: '快捷键', en: 'Shortcuts' },
  loadingInfo: { zh: '正在打开题库…', en: 'Opening the bank…' },
  // ---- profiles
  profileWelcome: { zh: '欢迎使用：请先说明您是谁', en: 'Welcome: first, who are you?' },
  profileSwitch: { zh: '切换用户档案', en: 'Switch profile' },
  profileWhy: {
    zh: '每一次修改、答案保存和状态变更都会记录操作人。档案保存在本题库中，不需要密码。',
    en: 'Every edit, key save and status change records who made it. Profiles are kept in this bank; there are no passwords.',
  },
  profileExisting: { zh: '选择已有档案', en: 'Pick your profile' },
  profileNew: { zh: '或新建档案', en: 'Or make a new one' },
  profileFirst: { zh: '本题库还没有档案：新建第一个（通常为协调人）', en: 'This bank has no profiles yet: make the first one (usually the coordinator)' },
  profileName: { zh: '姓名', en: 'Name' },
  profileInstitution: { zh: '单位', en: 'Institution' },
  profileRole: { zh: '角色', en: 'Role' },
  profileCreate: { zh: '新建并使用', en: 'Create and use' },
  profileButtonTitle: { zh: '当前操作人（点击切换）', en: 'Acting as (click to switch)' },
  profileNone: { zh: '未选择档案', en: 'No profile' },
  roleHelpEditor: { zh: '编辑：导入题目、修改题目与答案、更改状态。', en: 'Editor: imports items, edits items and keys, changes status.' },
  roleHelpReviewer: { zh: '审核专家：审核题目；看不到答案（除非审核计划允许）。', en: 'Reviewer: reviews items; does not see answer keys (unless the review plan allows).' },
  roleHelpAdjudicator: { zh: '仲裁专家：裁决审核分歧；可查看答案。', en: 'Adjudicator: settles reviewers’ disagreements; sees answer keys.' },
  roleHelpCoordinator: { zh: '协调人：管理题库、审核计划与成员角色。', en: 'Coordinator: runs the bank, review plans and who has which role.' },
  comingSoonTitle: { zh: '将在后续版本提供', en: 'Coming in a later version' },
  comingSoonNote: {
    zh: '本页面尚未实现，这里不显示任何示例数据。',
    en: 'This page is not implemented yet; it shows no sample data.',
  },
  comingReview: {
    zh: '审核：按题库配置审核轮次（例如两轮、每轮两位审核人），审核人在本轮结束前互不可见；意见不一致的题目进入仲裁队列，一致性最低的排在最前。每道题可批准、修订（附编辑）或退回，并从原因列表中选择理由（事实错误、题干歧义、指南过时、不安全、重复、答案错误等）。所有操作写入带哈希链的只追加审计日志；离线审核人可领取审核包并交回，合并时报告冲突。',
    en: 'Review: review rounds configured per bank (for example two rounds of two reviewers), with reviewers blind to each other until a round closes. Disagreements go to an adjudication queue, lowest agreement first. Each item can be approved, revised (with an edit) or rejected with a reason from a fixed list (factual error, ambiguous stem, outdated guideline, unsafe, duplicate, wrong key…). Every action goes to a hash-chained, append-only audit log; offline reviewers take a review package and return it, and merging reports conflicts.',
  },
  comingRuns: {
    zh: '评测：对本机的 OpenAI 兼容模型服务运行已发布题目，支持并发、重试和断点续跑；选择题可按种子打乱选项、循环评测（所有轮换均答对才计分）并统计各字母的偏好。每次评测记录完整清单，可据此复现；还可生成 MedBench 平台提交所需的答案文件。',
    en: 'Runs: evaluate released items against local OpenAI-compatible model servers with concurrency, retries and resume. Choice items can be shown with seeded option permutations or circular evaluation (an item counts only if every rotation is right), with a per-letter bias report. Every run records a manifest that reproduces it, and can write the answer files the MedBench platform expects.',
  },
  comingCalibration: {
    zh: '校准：比较评分模型与临床专家、专家与专家之间的一致性——Cohen kappa（含线性与二次加权）、Fleiss kappa、Krippendorff alpha、ICC、Pearson/Spearman/Kendall 相关、平均偏差和混淆矩阵，并对评分细则的每条标准计算宏平均 F1，附按单元自助法得到的置信区间。',
    en: 'Calibration: agreement between an LLM judge and clinicians, and among clinicians — Cohen’s kappa (unweighted, linear, quadratic), Fleiss’ kappa, Krippendorff’s alpha, ICC, Pearson/Spearman/Kendall correlations, mean bias and confusion matrices, plus macro-F1 per rubric criterion, with bootstrap intervals by unit.',
  },

  // ---- a web link without a working access token
  accessMissingTitle: { zh: '此链接缺少访问令牌', en: 'This link lacks its access token' },
  accessRejectedTitle: { zh: '此链接的访问令牌已失效', en: 'The access token of this link is no longer valid' },
  accessWhy: {
    zh: '为保护本机题库，MedBench Studio 只回应带有本次启动所生成访问令牌的链接。',
    en: 'To protect the bank on this computer, MedBench Studio answers only links that carry the access token made when it started.',
  },
  accessRejectedWhy: {
    zh: '每次启动都会生成新的令牌；服务可能已重新启动，旧链接因此不能再用。',
    en: 'Each start makes a new token; the service has probably been restarted since this link was made.',
  },
  accessHowTitle: { zh: '如何打开可用的链接', en: 'How to open a working link' },
  accessHowTerminal: {
    zh: (p) => `在启动 MedBench Studio 的终端窗口（运行 npm start 或 medbench serve 的那个）中，复制它打印的完整链接，形如 ${p.url}，粘贴到浏览器地址栏打开。`,
    en: (p) => `In the terminal window that started MedBench Studio (where npm start or medbench serve runs), copy the full link it printed, which looks like ${p.url}, and open it in the browser.`,
  },
  accessHowFile: {
    zh: '或者在浏览器中打开终端里紧接着列出的 open.html 文件。它位于 MedBench Studio 数据文件夹的 launch 子文件夹中（Linux 上默认为 ~/.local/share/medbench-studio/launch/open.html），只有您本人可读，服务停止时删除。',
    en: 'Or open the open.html file named on the next line of the terminal. It is in the launch folder of the MedBench Studio data folder (on Linux, ~/.local/share/medbench-studio/launch/open.html by default), is readable only by you, and is removed when the service stops.',
  },
  accessHowRestart: {
    zh: '如果服务已经停止，请重新运行 npm start（或 medbench serve），它会打开一个新的可用链接。',
    en: 'If the service has stopped, run npm start (or medbench serve) again; it opens a new working link.',
  },
  accessNoShare: {
    zh: '请不要把带令牌的链接发给他人：任何拿到它的人都能在这台电脑上读取和修改题库。',
    en: 'Do not share the link with its token: anyone who has it can read and change the bank on this computer.',
  },

  // ---- shortcuts dialog
  shortcutsTitle: { zh: '键盘快捷键', en: 'Keyboard shortcuts' },
  shortcutsNote: {
    zh: '在输入框或编辑器中输入时，单键快捷键不生效（Ctrl+S 与 Esc 除外）。',
    en: 'Single-key shortcuts are off while you type in a field or an editor (except Ctrl+S and Esc).',
  },
  scHelp: { zh: '显示本帮助', en: 'Show this help' },
  scSearch: { zh: '聚焦搜索框', en: 'Focus the search box' },
  scMove: { zh: '选择上一题 / 下一题', en: 'Select the previous / next item' },
  scNextPrev: {
    zh: '打开下一题 / 上一题（题目已打开时；焦点在题目面板上时 ↑/↓ 亦可）',
    en: 'Open the next / previous item (with an item open; ↑/↓ too while the item panel has the focus)',
  },
  scPage: { zh: '向上 / 向下翻一页', en: 'Move a page up / down' },
  scOpen: { zh: '打开所选题目的编辑器', en: 'Open the selected item in the editor' },
  scClose: { zh: '关闭对话框或面板', en: 'Close the dialog or panel' },
  scSave: { zh: '保存当前（最近聚焦的）编辑器', en: 'Save the focused (last focused) editor' },
  scImport: { zh: '导入文件', en: 'Import files' },
  scNav: { zh: '切换到 题库 / 审核 / 评测 / 校准 / 报告', en: 'Go to Bank / Review / Runs / Calibration / Reports' },
  scHistory: { zh: '在编辑器中切换 编辑 / 历史', en: 'In the editor: switch between Edit and History' },
  scScore: { zh: '在“报告 › 评分”中开始评分', en: 'In Reports › Score: run the scoring' },
  close: { zh: '关闭', en: 'Close' },
  cancel: { zh: '取消', en: 'Cancel' },

  // ---- bank view
  searchPlaceholder: { zh: '搜索题干和选项（按 / 聚焦）', en: 'Search stems and options (press /)' },
  clearSearch: { zh: '清除搜索', en: 'Clear search' },
  countAll: { zh: (p) => `共 ${p.total} 题`, en: (p) => `${p.total} items` },
  countFiltered: {
    zh: (p) => `共 ${p.total} 题（筛选后 ${p.shown} 题）`,
    en: (p) => `${p.shown} of ${p.total} items`,
  },
  queryTime: { zh: (p) => `查询用时 ${p.ms} ms`, en: (p) => `query ${p.ms} ms` },
  querying: { zh: '查询中…', en: 'Querying…' },
  clearFilters: { zh: '清除筛选', en: 'Clear filters' },
  importButton: { zh: '导入…', en: 'Import…' },
  noResults: { zh: '没有符合条件的题目', en: 'No items match' },
  emptyBank: { zh: '题库中还没有题目。点击“导入…”添加。', en: 'The bank has no items yet. Use “Import…” to add some.' },
  rowLoading: { zh: '载入中…', en: 'Loading…' },
  filterAll: { zh: '全部', en: 'All' },
  filterSelected: { zh: (p) => `已选 ${p.n} 项`, en: (p) => `${p.n} selected` },
  filterSearch: { zh: '筛选选项…', en: 'Find a value…' },
  filterClear: { zh: '清除', en: 'Clear' },
  filterNone: { zh: '没有可选项', en: 'No values' },
  facetGathers: {
    zh: (p) => `${p.value}：包括题库中记为 ${p.names} 的题目`,
    en: (p) => `${p.value}: includes the items stored as ${p.names}`,
  },
  facet_track: { zh: '赛道', en: 'Track' },
  facet_dimension: { zh: '维度', en: 'Dimension' },
  facet_specialtyPrimary: { zh: '专科', en: 'Specialty' },
  facet_specialtySecondary: { zh: '二级专科', en: 'Sub-specialty' },
  facet_type: { zh: '题型', en: 'Type' },
  facet_status: { zh: '状态', en: 'Status' },
  facet_source: { zh: '来源', en: 'Source' },
  facet_task: { zh: '任务', en: 'Task' },
  col_id: { zh: '编号', en: 'ID' },
  col_stem: { zh: '题干', en: 'Stem' },
  col_type: { zh: '题型', en: 'Type' },
  col_dimension: { zh: '维度', en: 'Dimension' },
  col_specialty: { zh: '专科', en: 'Specialty' },
  col_status: { zh: '状态', en: 'Status' },
  col_source: { zh: '来源', en: 'Source' },
  col_version: { zh: '版本', en: 'Ver.' },
  col_updated: { zh: '更新时间', en: 'Updated' },
  storedAs: { zh: (p) => `${p.shown}（题库中记为 ${p.stored}）`, en: (p) => `${p.shown} (stored as ${p.stored})` },
  summaryCase: { zh: '病例', en: 'Case' },
  matchCase: { zh: '病例中', en: 'in the case' },
  matchTurn: { zh: (p) => `对话第 ${p.n} 轮`, en: (p) => `dialogue turn ${p.n}` },
  matchInstruction: { zh: '说明中', en: 'in the instructions' },
  matchId: { zh: '编号', en: 'id' },
  matchSource: { zh: '来源', en: 'source' },
  summaryTurns: { zh: (p) => `${p.n} 轮对话`, en: (p) => `${p.n} turns` },
  summaryFirst: { zh: '首问', en: 'First question' },
  summaryLast: { zh: '末轮', en: 'Last turn' },
  resizeColumn: {
    zh: (p) => `拖动调整“${p.col}”列宽（或聚焦后按 ←/→；双击或按 Home 恢复默认）`,
    en: (p) => `Drag to resize the “${p.col}” column (or focus it and press ←/→; double-click or Home for the default)`,
  },
  sortAsc: { zh: '升序', en: 'ascending' },
  sortDesc: { zh: '降序', en: 'descending' },
  bankHint: {
    zh: '↑/↓ 选择 · Enter 打开 · J/K 下一题/上一题 · / 搜索 · ? 快捷键',
    en: '↑/↓ select · Enter open · J/K next/previous · / search · ? shortcuts',
  },

  // ---- item editor
  editTab: { zh: '编辑', en: 'Edit' },
  historyTab: { zh: '历史版本', en: 'History' },
  closePanel: { zh: '关闭（Esc）', en: 'Close (Esc)' },
  versionLabel: { zh: (p) => `第 ${p.v} 版`, en: (p) => `version ${p.v}` },
  keyVersionLabel: { zh: (p) => `答案第 ${p.v} 版`, en: (p) => `key version ${p.v}` },
  noKeyYet: { zh: '尚无答案', en: 'no key yet' },
  statusLabel: { zh: '状态', en: 'Status' },
  statusSaved: { zh: '状态已更新', en: 'status updated' },
  previewTitle: { zh: '预览（临床医生所见）', en: 'Preview (as a clinician sees it)' },
  previewFromDraft: { zh: '显示编辑中的内容', en: 'showing the unsaved draft' },
  previewDraftInvalid: {
    zh: '编辑中的 JSON 暂时无效，预览显示已保存的内容',
    en: 'the draft is not valid JSON yet; the preview shows the saved content',
  },
  itemEditorTitle: { zh: '题目 JSON', en: 'Item JSON' },
  keyWithheld: { zh: '您的角色看不到本题的答案。', en: 'Your role does not see this item’s answer key.' },
  keyEditorTitle: { zh: '答案 JSON（与题目分开保存）', en: 'Key JSON (stored separately)' },
  saveItem: { zh: '保存题目', en: 'Save item' },
  saveKey: { zh: '保存答案', en: 'Save key' },
  notePlaceholder: { zh: '修改说明（可选）', en: 'Note on this change (optional)' },
  saving: { zh: '保存中…', en: 'Saving…' },
  savedAsVersion: { zh: (p) => `已保存为第 ${p.v} 版`, en: (p) => `saved as version ${p.v}` },
  unsaved: { zh: '有未保存的修改', en: 'unsaved changes' },
  noChanges: { zh: '无修改', en: 'no changes' },
  badJson: {
    zh: (p) => `JSON 格式错误（第 ${p.line} 行第 ${p.col} 列附近），未保存；编辑器中标红处即问题所在`,
    en: (p) => `not valid JSON (near line ${p.line}, column ${p.col}); nothing was saved — the editor marks the spot in red`,
  },
  copyDraft: { zh: '复制我的修改', en: 'Copy my draft' },
  draftRestored: {
    zh: (p) => `已恢复上次未保存的修改（${p.time}）`,
    en: (p) => `Restored your unsaved edits from ${p.time}`,
  },
  draftStale: {
    zh: (p) => `有一份基于第 ${p.base} 版的未保存修改（${p.time}），题目现已是第 ${p.current} 版，未自动载入`,
    en: (p) => `Unsaved edits from ${p.time} were made on version ${p.base}; the item is now at version ${p.current}, so they were not loaded`,
  },
  discardDraft: { zh: '放弃这些修改', en: 'Discard these edits' },
  reloadLatest: { zh: '载入最新版本（放弃我的修改）', en: 'Load the latest version (discard my edits)' },
  revert: { zh: '撤销修改', en: 'Revert' },
  loadingItem: { zh: '正在载入题目…', en: 'Loading the item…' },
  editorLoading: { zh: '正在载入编辑器…', en: 'Loading the editor…' },
  confirmCloseTitle: { zh: '有未保存的修改', en: 'Unsaved changes' },
  confirmCloseBody: {
    zh: '题目或答案还有未保存的修改。关闭后这些修改将丢失。',
    en: 'The item or its key has unsaved changes. They will be lost if you close.',
  },
  discardAndClose: { zh: '放弃修改并关闭', en: 'Discard and close' },
  confirmSwitchBody: {
    zh: '题目或答案还有未保存的修改。打开另一道题后这些修改将丢失。',
    en: 'The item or its key has unsaved changes. They will be lost if you open another item.',
  },
  discardAndSwitch: { zh: '放弃修改并打开另一题', en: 'Discard and open the other item' },
  keepEditing: { zh: '继续编辑', en: 'Keep editing' },
  confirmReloadBody: {
    zh: '载入最新版本会放弃您在此编辑器中的修改。',
    en: 'Loading the latest version discards your edits in this editor.',
  },
  discardAndReload: { zh: '放弃修改并载入', en: 'Discard and load' },

  // ---- preview
  pvStem: { zh: '题干', en: 'Stem' },
  pvOptions: { zh: '选项', en: 'Options' },
  pvInstruction: { zh: '说明', en: 'Instructions' },
  pvCase: { zh: '病例 / 材料', en: 'Case / material' },
  pvHistory: { zh: '对话记录', en: 'Dialogue history' },
  pvAttachments: { zh: '附件', en: 'Attachments' },
  pvImage: { zh: '图片', en: 'image' },
  pvAttachmentNote: { zh: '（图片文件不在题库中，仅列出路径）', en: '(image files are not stored in the bank; paths only)' },
  pvKey: { zh: '答案（仅编辑者可见）', en: 'Key (editors only)' },
  pvAnswer: { zh: '正确答案', en: 'Answer' },
  pvReference: { zh: '参考答案', en: 'Reference' },
  pvExplanation: { zh: '解析', en: 'Explanation' },
  pvKeyPoints: { zh: '要点', en: 'Key points' },
  pvRubric: { zh: '评分细则', en: 'Rubric' },
  pvAccepted: { zh: '可接受答案', en: 'Accepted answers' },
  pvTuples: { zh: '标准抽取结果', en: 'Gold tuples' },
  pvSource: { zh: '来源', en: 'Source' },
  pvTask: { zh: '任务', en: 'Task' },
  pvTags: { zh: '标签', en: 'Tags' },
  pvVariants: { zh: (p) => `另有 ${p.n} 个选项顺序变体`, en: (p) => `${p.n} option-order variants` },
  pvPoints: { zh: (p) => `${p.n} 分`, en: (p) => `${p.n} pt` },
  role_patient: { zh: '患者', en: 'Patient' },
  role_doctor: { zh: '医生', en: 'Doctor' },
  role_user: { zh: '用户', en: 'User' },
  role_assistant: { zh: '助手', en: 'Assistant' },
  role_system: { zh: '系统', en: 'System' },

  // ---- history
  historyItemVersions: { zh: '题目版本', en: 'Item versions' },
  historyStatus: { zh: '状态变更', en: 'Status changes' },
  historyStatusChange: { zh: '变更', en: 'Change' },
  historyNoStatus: { zh: '状态从未改变（导入时为草稿）', en: 'The status never changed (draft since import)' },
  historyWithheld: { zh: '不可见', en: 'hidden' },
  historyKeysWithheld: { zh: '您的角色看不到答案及其历史。', en: 'Your role does not see answer keys or their history.' },
  historyKeyVersions: { zh: '答案版本', en: 'Key versions' },
  historyVersion: { zh: '版本', en: 'Version' },
  historyTime: { zh: '时间', en: 'Time' },
  historyAuthor: { zh: '作者', en: 'Author' },
  historyNote: { zh: '备注', en: 'Note' },
  historyCompare: { zh: '比较', en: 'Compare' },
  historyWith: { zh: '与', en: 'with' },
  historyNoKey: { zh: '这道题还没有答案版本。', en: 'This item has no key versions yet.' },
  historyOnlyOne: { zh: '只有一个版本，没有可比较的差异。', en: 'There is only one version; nothing to compare.' },
  historyLoading: { zh: '正在载入历史…', en: 'Loading history…' },
  diffTitle: { zh: (p) => `第 ${p.a} 版 → 第 ${p.b} 版`, en: (p) => `version ${p.a} → version ${p.b}` },
  diffStats: { zh: (p) => `+${p.add} 行 −${p.del} 行`, en: (p) => `+${p.add} −${p.del} lines` },
  diffSame: { zh: '两个版本内容相同', en: 'The two versions are identical' },
  diffFolded: { zh: (p) => `… ${p.n} 行未改变 …`, en: (p) => `… ${p.n} unchanged lines …` },
  historyOf: { zh: '查看', en: 'Show' },

  // ---- import
  importTitle: { zh: '导入题目', en: 'Import items' },
  importFiles: { zh: '文件', en: 'Files' },
  importChoose: { zh: '选择文件…', en: 'Choose files…' },
  importNoFiles: { zh: '尚未选择文件', en: 'No files chosen' },
  importFormat: { zh: '格式', en: 'Format' },
  importFormatAuto: { zh: '自动识别', en: 'Detect automatically' },
  importSkipInvalid: { zh: '跳过无效记录', en: 'Skip invalid records' },
  importSkipInvalidHint: {
    zh: '不勾选时，只要有一条无效记录，整个文件都不会导入。',
    en: 'When unticked, one invalid record stops the whole file from being imported.',
  },
  importMapping: { zh: '字段映射（通用 JSONL / CSV / XLSX）', en: 'Field mapping (generic JSONL / CSV / XLSX)' },
  importMappingHint: {
    zh: '未映射的字段按常见列名自动识别（题干/question、答案/answer、A–E…）。选项可写多列，用逗号分隔：A,B,C,D。',
    en: 'Unmapped fields fall back to common column names (题干/question, 答案/answer, A–E…). Options may name several columns, comma-separated: A,B,C,D.',
  },
  importMappingField: { zh: '字段', en: 'Field' },
  importMappingColumn: { zh: '文件中的列名', en: 'Column in the file' },
  importMappingAdd: { zh: '添加映射', en: 'Add a mapping' },
  importMappingRemove: { zh: '删除', en: 'Remove' },
  importStart: { zh: '开始导入', en: 'Import' },
  importRunning: { zh: '正在导入…', en: 'Importing…' },
  importReading: { zh: '正在读取文件…', en: 'Reading files…' },
  importProgressFile: { zh: (p) => `第 ${p.i} / ${p.n} 个文件：${p.name}`, en: (p) => `file ${p.i} of ${p.n}: ${p.name}` },
  importProgressRecords: { zh: (p) => `已读 ${p.records} 条记录`, en: (p) => `${p.records} records read` },
  importDoneAll: { zh: '导入完成', en: 'Import finished' },
  importFailedJob: { zh: '导入失败', en: 'The import failed' },
  importAgain: { zh: '导入其他文件', en: 'Import other files' },
  importRetrySkip: { zh: '跳过无效记录后重试', en: 'Retry, skipping invalid records' },
  importAborted: {
    zh: (p) => `已中止：发现 ${p.n} 条无效记录，未导入任何内容。`,
    en: (p) => `Aborted: ${p.n} invalid record(s) found; NOTHING was imported.`,
  },
  importAlready: {
    zh: (p) => `此文件已于 ${p.when} 导入过——没有任何改变。`,
    en: (p) => `already imported on ${p.when} — nothing changed.`,
  },
  importOk: { zh: (p) => `已导入：新增 ${p.added} 题`, en: (p) => `Imported: ${p.added} items added` },
  importOkUnchanged: { zh: (p) => `，${p.n} 题已在题库中`, en: (p) => `, ${p.n} already in the bank` },
  importOkSkipped: {
    zh: (p) => `，跳过 ${p.n} 条无效记录（其中 ${p.items} 题整题未导入）`,
    en: (p) => `, ${p.n} invalid records skipped (${p.items} items left out entirely)`,
  },
  importHeld: {
    zh: '此文件没有问题，但同批导入的其他文件有误，因此本批全部未导入（全部成功或全部不导入）',
    en: 'This file is fine, but another file of the same import failed, so nothing of this import was written (all or nothing)',
  },
  importOkEnd: { zh: '。', en: '.' },
  importFileFailed: { zh: '无法导入此文件', en: 'This file could not be imported' },
  rFormat: { zh: '格式', en: 'Format' },
  rEncoding: { zh: '编码', en: 'Encoding' },
  rAdded: { zh: '新增', en: 'Added' },
  rUnchanged: { zh: '已存在', en: 'Already present' },
  rKeys: { zh: '答案', en: 'Keys' },
  rSkipped: { zh: '跳过记录', en: 'Skipped records' },
  rSkippedItems: { zh: (p) => `${p.n} 题`, en: (p) => `${p.n} items` },
  rSkippedTitle: { zh: (p) => `跳过 ${p.records} 条记录，其中 ${p.items} 题整题未导入`, en: (p) => `${p.records} records skipped; ${p.items} items left out entirely` },
  rIssues: { zh: (p) => `问题（${p.n}）`, en: (p) => `Issues (${p.n})` },
  rIssuesTruncated: {
    zh: (p) => `仅列出前 ${p.shown} 条，共 ${p.n} 条无效记录`,
    en: (p) => `showing the first ${p.shown} of ${p.n} invalid records`,
  },
  nativePickerNote: { zh: '使用系统文件选择器', en: 'Uses the system file picker' },

  // ---- reports: score responses
  scoreTitle: { zh: '评分', en: 'Score responses' },
  scoreIntro: {
    zh: '对一个模型回答文件计分：每行一条 {"item_id","output"[,"variant"]}。答案从本题库的答案文件读取，不离开本机。',
    en: 'Scores a file of model answers, one {"item_id","output"[,"variant"]} per line. Keys come from this bank\'s keys file and never leave this computer.',
  },
  scoreFile: { zh: '回答文件', en: 'Responses' },
  scoreChooseFile: { zh: '选择文件…', en: 'Choose a file…' },
  scoreNoFile: { zh: '尚未选择文件', en: 'No file chosen' },
  scoreItemSet: { zh: '题目范围', en: 'Item set' },
  scoreSetWhole: { zh: (p) => `整个题库（${p.n} 题）`, en: (p) => `The whole bank (${p.n} items)` },
  scoreSetBankView: { zh: '题库视图当前的筛选与搜索', en: "The bank view's current filters and search" },
  scoreSetBankViewCount: { zh: (p) => `（${p.n} 题）`, en: (p) => ` (${p.n} items)` },
  scoreSetBankViewNone: {
    zh: '题库视图当前没有筛选或搜索，即整个题库',
    en: 'the bank view has no filters or search now, so this is the whole bank',
  },
  scoreReading: { zh: '读法', en: 'Reading' },
  scoreReadingAll: { zh: '全部题目计分，未作答的按 0 分计（默认）', en: 'Every item counts; unanswered items score 0 (default)' },
  scoreReadingAnswered: {
    zh: '仅计已作答的题目（另一种读法：未作答的不计入分母）',
    en: 'Answered items only (the other reading: unanswered items are left out of the denominator)',
  },
  scoreAdvanced: { zh: '高级', en: 'Advanced' },
  scoreSeed: { zh: '自助法随机种子', en: 'Bootstrap seed' },
  scoreSeedHint: { zh: '同一文件、同一种子，置信区间完全相同。', en: 'The same file and seed give exactly the same intervals.' },
  scoreSeedBad: { zh: '种子须为不小于 0 的整数', en: 'The seed must be a whole number, 0 or more' },
  scoreRun: { zh: '评分', en: 'Score' },
  scoreReadingFile: { zh: '正在读取文件…', en: 'Reading the file…' },
  scoreScoring: { zh: '正在计分…', en: 'Scoring…' },
  scoreStale: {
    zh: '设置已更改：下面仍是按之前的设置得到的结果。按“评分”更新。',
    en: 'The settings have changed: the result below is from the earlier settings. Press "Score" to update it.',
  },
  scoreNothingYet: {
    zh: '选择回答文件并按“评分”。结果会写明计分范围和读法，列出覆盖情况，并把准确率与词面重合度分开报告。',
    en: 'Choose a responses file and press "Score". The result states the item set and the reading, shows the coverage, and reports accuracy and lexical overlap apart.',
  },
  scoreResultTitle: { zh: (p) => `${p.file} 的评分结果`, en: (p) => `Scores for ${p.file}` },
  scoreAt: { zh: (p) => `计分于 ${p.time}`, en: (p) => `scored ${p.time}` },
  scoreSetLabel: { zh: '计分范围', en: 'Item set' },
  scoreReadingLabel: { zh: '读法', en: 'Reading' },
  setWholeWords: { zh: (p) => `整个题库（${p.n} 题）`, en: (p) => `the whole bank (${p.n} items)` },
  setFilteredWords: { zh: (p) => `筛选 ${p.filter}（${p.n} 题）`, en: (p) => `filtered by ${p.filter} (${p.n} items)` },
  setSearchWords: { zh: (p) => `搜索“${p.q}”`, en: (p) => `search "${p.q}"` },
  readingAllWords: { zh: '全部题目计分，未作答的按 0 分计', en: 'every item of the set counts; unanswered items score 0' },
  readingAnsweredWords: {
    zh: '仅计已作答的题目：未作答的题目不在分母中（另一种读法，不能与按全部题目计分的结果直接比较）',
    en: 'answered items only: unanswered items are left out of the denominator (the other reading; not comparable with the every-item reading)',
  },
  scoreExport: { zh: '导出 JSON', en: 'Export JSON' },
  scoreExportTitle: { zh: '下载所显示结果的 JSON（供信息科复核）', en: 'Download the shown result as JSON (for IT audit)' },
  covItems: { zh: '范围内题目', en: 'Items in set' },
  covScored: { zh: '已计分', en: 'Scored' },
  covMissing: { zh: '未作答', en: 'Unanswered' },
  covUnscorable: { zh: '无法计分', en: 'Unscorable' },
  covIgnored: { zh: '忽略的回答记录', en: 'Ignored records' },
  covResponses: { zh: (p) => `共读取 ${p.n} 条回答记录`, en: (p) => `of ${p.n} response records read` },
  covMissingAll: { zh: '按 0 分计', en: 'each counted as 0' },
  covMissingAnswered: { zh: '不计入分母', en: 'left out' },
  covUnscorableNote: { zh: '已作答但无答案，不计入', en: 'answered, no key; left out' },
  covPhraseScored: { zh: (p) => `已计分 ${p.scored}/${p.items}`, en: (p) => `scored ${p.scored}/${p.items}` },
  covPhraseMissing: { zh: (p) => `未作答 ${p.n}`, en: (p) => `unanswered ${p.n}` },
  covPhraseUnscorable: { zh: (p) => `无法计分 ${p.n}`, en: (p) => `unscorable ${p.n}` },
  famAccuracy: { zh: '准确率类得分', en: 'Accuracy-type scores' },
  famAccuracyNote: {
    zh: '选择、判断、填空、信息抽取等有标准答案的题目，0–100 分。',
    en: 'Choice, true/false, cloze, extraction and other items with a definite key; 0–100.',
  },
  famLexical: { zh: '开放题词面重合度', en: 'Lexical overlap of open answers' },
  famLexicalNote: {
    zh: 'ROUGE-L 等：与参考答案的字面重合，尚未经评审模型评判。它衡量的不是正确率，因此与准确率分开列出，从不合并。',
    en: 'ROUGE-L and the like: word overlap with the reference answer, with no judge yet. It does not measure correctness, so it is listed apart from accuracy and never combined with it.',
  },
  famNone: { zh: '计分范围内没有此类题目。', en: 'The item set has no items of this kind.' },
  colGroup: { zh: '分组', en: 'Group' },
  colScore: { zh: '得分', en: 'Score' },
  colInterval: { zh: (p) => `${p.level}% 区间`, en: (p) => `${p.level}% interval` },
  colScoredOf: { zh: '已计分 / 题数', en: 'Scored / items' },
  colMissing: { zh: '未作答', en: 'Unanswered' },
  colUnscorable: { zh: '无法计分', en: 'Unscorable' },
  lvlOverall: { zh: '总体', en: 'Overall' },
  lvl_track: { zh: '赛道', en: 'track' },
  lvl_dimension: { zh: '维度', en: 'dimension' },
  lvl_task: { zh: '任务', en: 'task' },
  groupUnnamed: { zh: '（未指定）', en: '(none)' },
  chipMissingAll: { zh: (p) => `未作答 ${p.n} 题按 0 分`, en: (p) => `${p.n} unanswered counted as 0` },
  chipMissingAnswered: { zh: (p) => `未计入未作答的 ${p.n} 题`, en: (p) => `${p.n} unanswered left out` },
  chipUnscorable: { zh: (p) => `无法计分 ${p.n} 题未计入`, en: (p) => `${p.n} unscorable left out` },
  bySpecialty: { zh: (p) => `按专科（${p.n} 组）`, en: (p) => `By specialty (${p.n} ${p.n === '1' ? 'group' : 'groups'})` },
  bySource: { zh: (p) => `按来源（${p.n} 组）`, en: (p) => `By source (${p.n} ${p.n === '1' ? 'group' : 'groups'})` },
  scorersTitle: { zh: '评分器', en: 'Scorers' },
  scorersNone: { zh: '没有题目被计分，未用到评分器', en: 'No item was scored; no scorer was used' },
  methodTitle: { zh: '方法', en: 'Method' },
  methodText: {
    zh: (p) => `百分位自助法 ${p.level}% 区间：种子 ${p.seed}，重抽样 ${p.resamples} 次，在每个任务内重抽题目。`,
    en: (p) => `Percentile bootstrap ${p.level}% intervals: seed ${p.seed}, ${p.resamples} resamples, items resampled within each task.`,
  },
  methodHierarchy: {
    zh: '层级：任务 = 题目均值；维度 = 任务均值；赛道 = 维度均值；总体 = 赛道均值（各层不加权）。按专科、按来源：题目均值。',
    en: 'Hierarchy: task = mean of its items; dimension = mean of its tasks; track = mean of its dimensions; overall = mean of the tracks (unweighted at each level). By specialty and by source: mean of their items.',
  },
  problemsTitle: { zh: (p) => `问题（${p.n}）`, en: (p) => `Problems (${p.n})` },
  problemsNone: { zh: '没有问题：每条回答记录都已计入。', en: 'No problems: every response record was used.' },
  problemsTruncated: {
    zh: (p) => `仅列出前 ${p.shown} 条，共 ${p.n} 条；导出的 JSON 中有全部内容。`,
    en: (p) => `showing the first ${p.shown} of ${p.n}; the exported JSON has them all.`,
  },

  // ---- generic errors
  unexpectedError: {
    zh: (p) => `发生意外错误：${p.detail}`,
    en: (p) => `something unexpected happened: ${p.detail}`,
  },
  retry: { zh: '重试', en: 'Retry' },
} satisfies Record<string, Entry>

export type StringKey = keyof typeof STRINGS

export function translate(lang: Lang, key: StringKey, params?: Params): string {
  const v = (STRINGS[key] as Entry)[lang]
  return typeof v === 'function' ? v(params ?? {}) : v
}

export type T = (key: StringKey, params?: Params) => string

/** The translator for the current language; components re-render when the language changes. */
export function useT(): T {
  const lang = useLangStore((s) => s.lang)
  return useCallback((key: StringKey, params?: Params) => translate(lang, key, params), [lang])
}

export const useLang = () => useLangStore((s) => s.lang)

// ---- labels for bank codes

const CODE_LABELS: Record<string, Record<string, { zh: string; en: string }>> = {
  track: {
    llm: { zh: '大语言模型', en: 'LLM' },
    multimodal: { zh: '多模态', en: 'Multimodal' },
    agent: { zh: '智能体', en: 'Agent' },
  },
  dimension: {
    knowledge_qa: { zh: '医学知识问答', en: 'Medical knowledge QA' },
    understanding: { zh: '医学语言理解', en: 'Medical language understanding' },
    generation: { zh: '医学语言生成', en: 'Medical language generation' },
    reasoning: { zh: '复杂医学推理', en: 'Complex medical reasoning' },
    safety_ethics: { zh: '医疗安全和伦理', en: 'Medical safety and ethics' },
  },
  type: {
    single_choice: { zh: '单选题', en: 'Single choice' },
    multi_choice: { zh: '多选题', en: 'Multiple choice' },
    true_false: { zh: '判断题', en: 'True / false' },
    cloze: { zh: '填空题', en: 'Cloze' },
    extraction: { zh: '信息抽取', en: 'Extraction' },
    open_ended: { zh: '问答题', en: 'Open-ended' },
    multi_turn: { zh: '多轮对话', en: 'Multi-turn' },
  },
  status: {
    draft: { zh: '草稿', en: 'Draft' },
    in_review: { zh: '审核中', en: 'In review' },
    approved: { zh: '已批准', en: 'Approved' },
    rejected: { zh: '已退回', en: 'Rejected' },
    released: { zh: '已发布', en: 'Released' },
  },
  role: {
    editor: { zh: '编辑', en: 'Editor' },
    reviewer: { zh: '审核专家', en: 'Reviewer' },
    adjudicator: { zh: '仲裁专家', en: 'Adjudicator' },
    coordinator: { zh: '协调人', en: 'Coordinator' },
  },
  format: {
    cmmlu: { zh: 'CMMLU', en: 'CMMLU' },
    cmexam: { zh: 'CMExam', en: 'CMExam' },
    'cmb-clin': { zh: 'CMB-Clin', en: 'CMB-Clin' },
    cmtmedqa: { zh: 'CMtMedQA', en: 'CMtMedQA' },
    medbench: { zh: 'MedBench 平台 JSONL', en: 'MedBench platform JSONL' },
    jsonl: { zh: '通用 JSONL', en: 'Generic JSONL' },
    csv: { zh: '通用 CSV', en: 'Generic CSV' },
    xlsx: { zh: '通用 Excel（xlsx）', en: 'Generic Excel (xlsx)' },
  },
  mapping: {
    id: { zh: '编号 id', en: 'id' },
    stem: { zh: '题干 stem', en: 'stem' },
    options: { zh: '选项 options', en: 'options' },
    answer: { zh: '答案 answer', en: 'answer' },
    type: { zh: '题型 type', en: 'type' },
    track: { zh: '赛道 track', en: 'track' },
    dimension: { zh: '维度 dimension', en: 'dimension' },
    specialty: { zh: '专科 specialty', en: 'specialty' },
    secondary: { zh: '二级专科 secondary', en: 'secondary specialty' },
    task: { zh: '任务 task', en: 'task' },
    reference: { zh: '参考答案 reference', en: 'reference' },
    explanation: { zh: '解析 explanation', en: 'explanation' },
    case: { zh: '病例 case', en: 'case' },
    instruction: { zh: '说明 instruction', en: 'instruction' },
    id_prefix: { zh: '编号前缀 id_prefix', en: 'id prefix' },
  },
}

export type CodeKind = 'track' | 'dimension' | 'type' | 'status' | 'format' | 'mapping' | 'role'

/** Shorter English labels for dense table cells; Chinese labels are already short. */
const SHORT_EN: Record<string, Record<string, string>> = {
  dimension: {
    knowledge_qa: 'Knowledge QA',
    understanding: 'Understanding',
    generation: 'Generation',
    reasoning: 'Reasoning',
    safety_ethics: 'Safety & ethics',
  },
  type: {
    single_choice: 'Single choice',
    multi_choice: 'Multi choice',
    true_false: 'True/false',
  },
}

export function shortCodeLabel(lang: Lang, kind: CodeKind, code: string): string {
  return (lang === 'en' && SHORT_EN[kind]?.[code]) || codeLabel(lang, kind, code)
}

/** A label for a code; unknown codes (a newer bank) show as themselves rather than disappear. */
export function codeLabel(lang: Lang, kind: CodeKind, code: string): string {
  return CODE_LABELS[kind]?.[code]?.[lang] ?? code
}

export function useCodeLabel(): (kind: CodeKind, code: string) => string {
  const lang = useLang()
  return useCallback((kind: CodeKind, code: string) => codeLabel(lang, kind, code), [lang])
}
