// Monaco, bundled: nothing comes from a CDN (@monaco-editor/react is pointed at this copy with
// loader.config). The two workers are inlined and started from blob: URLs, which the CSP allows and
// which work the same under http://127.0.0.1 and under Electron's file:// page, where module workers
// loaded from file URLs are not dependable. The JSON language service validates the editors against
// the same zod schemas the host uses.
import * as monaco from 'monaco-editor'
import EditorWorker from 'monaco-editor/editor/editor.worker?worker&inline'
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker&inline'
import { loader } from '@monaco-editor/react'
import { z } from 'zod'
import { ItemKeySchema, ItemSchema } from '../../../src-main/core/types'

self.MonacoEnvironment = {
  getWorker(_moduleId: string, label: string) {
    return label === 'json' ? new JsonWorker() : new EditorWorker()
  },
}

loader.config({ monaco })

/** Model paths end in these suffixes so each editor gets its schema. */
export const ITEM_SUFFIX = '.item.json'
export const KEY_SUFFIX = '.key.json'

monaco.json.jsonDefaults.setDiagnosticsOptions({
  validate: true,
  allowComments: false,
  trailingCommas: 'error',
  enableSchemaRequest: false,
  schemas: [
    {
      uri: 'medbench://schemas/item.json',
      fileMatch: [`*${ITEM_SUFFIX}`],
      schema: z.toJSONSchema(ItemSchema, { target: 'draft-7' }),
    },
    {
      uri: 'medbench://schemas/key.json',
      fileMatch: [`*${KEY_SUFFIX}`],
      schema: z.toJSONSchema(ItemKeySchema, { target: 'draft-7' }),
    },
  ],
})

export function modelPath(id: string, suffix: string): string {
  return `inmemory://medbench/${encodeURIComponent(id)}${suffix}`
}

export { monaco }
