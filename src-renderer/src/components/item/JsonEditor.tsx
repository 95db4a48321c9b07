// One Monaco JSON editor. Ctrl/Cmd+S is an editor action (per editor, unlike addCommand, which
// Monaco binds globally to whichever editor registered last), so each editor saves itself.
import { useEffect, useRef } from 'react'
import Editor from '@monaco-editor/react'
import type { OnMount } from '@monaco-editor/react'
import { modelPath, monaco } from '../../monaco/setup'

interface Props {
  id: string
  suffix: string
  value: string
  ariaLabel: string
  onChange: (text: string) => void
  onSave: () => void
  onFocus: () => void
  testId: string
  loadingText: string
}

export default function JsonEditor({ id, suffix, value, ariaLabel, onChange, onSave, onFocus, testId, loadingText }: Props) {
  const save = useRef(onSave)
  const focus = useRef(onFocus)
  useEffect(() => {
    save.current = onSave
    focus.current = onFocus
  })

  const onMount: OnMount = (editor) => {
    editor.addAction({
      id: 'medbench.save',
      label: 'Save / 保存',
      keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS],
      run: () => save.current(),
    })
    editor.onDidFocusEditorText(() => focus.current())
  }

  return (
    <div className="json-editor" data-testid={testId}>
      <Editor
        path={modelPath(id, suffix)}
        defaultLanguage="json"
        language="json"
        value={value}
        onChange={(v) => onChange(v ?? '')}
        onMount={onMount}
        loading={<div className="muted editor-loading">{loadingText}</div>}
        theme="vs"
        options={{
          ariaLabel,
          minimap: { enabled: false },
          fontSize: 13,
          lineHeight: 20,
          fontFamily: "'Noto Sans Mono CJK SC', 'DejaVu Sans Mono', Menlo, Consolas, monospace",
          wordWrap: 'on',
          wrappingIndent: 'indent',
          scrollBeyondLastLine: false,
          automaticLayout: true,
          tabSize: 2,
          renderLineHighlight: 'line',
          fixedOverflowWidgets: true,
          // Full-width Chinese punctuation (，：（）) is normal text here, not a confusable character.
          unicodeHighlight: { ambiguousCharacters: false, invisibleCharacters: true },
          stickyScroll: { enabled: false },
          folding: true,
          lineNumbersMinChars: 3,
          padding: { top: 6 },
        }}
      />
    </div>
  )
}
