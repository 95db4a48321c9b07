// Choosing what to import and how: files (browser upload or the native picker in Electron), format,
// skip-invalid, and field mapping rows for the generic formats.
import { isElectron } from '../../api'
import { useAppStore } from '../../stores/appStore'
import { useImportStore } from '../../stores/importStore'
import type { ImportFormat } from '../../stores/importStore'
import { useCodeLabel, useT } from '../../i18n'
import { fmtCount } from '../../format'

const GENERIC = new Set(['auto', 'jsonl', 'csv', 'xlsx'])

export function ImportOptions() {
  const t = useT()
  const label = useCodeLabel()
  const formats = useAppStore((s) => s.vocabulary?.formats) ?? []
  const mappingFields = useAppStore((s) => s.vocabulary?.mappingFields) ?? []
  const s = useImportStore()
  const electron = isElectron()

  return (
    <div className="import-options">
      <div className="form-row">
        <span className="form-label">{t('importFiles')}</span>
        <div className="form-field">
          {electron ? (
            <button type="button" className="btn" onClick={() => void s.pickNative()} data-autofocus title={t('nativePickerNote')}>
              {t('importChoose')}
            </button>
          ) : (
            // The native control would speak the browser's language ("Choose Files"); a label in ours
            // wraps a visually hidden input that stays keyboard-focusable.
            <label className="btn file-button">
              <input
                type="file"
                multiple
                className="visually-hidden"
                accept=".jsonl,.json,.csv,.tsv,.xlsx,.txt"
                onChange={(e) => s.setFiles(Array.from(e.target.files ?? []))}
                data-testid="import-file-input"
                data-autofocus
              />
              {t('importChoose')}
            </label>
          )}
          <ul className="file-list" data-testid="import-file-list">
            {s.files.map((f) => (
              <li key={f.name}>
                {f.name} <span className="muted">({fmtCount(Math.ceil(f.size / 1024))} KB)</span>
              </li>
            ))}
            {s.paths.map((p) => (
              <li key={p}>{p}</li>
            ))}
            {!s.hasFiles() && <li className="muted">{t('importNoFiles')}</li>}
          </ul>
        </div>
      </div>

      <div className="form-row">
        <label className="form-label" htmlFor="import-format">
          {t('importFormat')}
        </label>
        <div className="form-field">
          <select id="import-format" value={s.format} onChange={(e) => s.setFormat(e.target.value as ImportFormat)} data-testid="import-format">
            <option value="auto">{t('importFormatAuto')}</option>
            {formats.map((f) => (
              <option key={f} value={f}>
                {label('format', f)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="form-row">
        <span className="form-label" />
        <div className="form-field">
          <label className="checkbox">
            <input type="checkbox" checked={s.skipInvalid} onChange={(e) => s.setSkipInvalid(e.target.checked)} data-testid="import-skip-invalid" />
            {t('importSkipInvalid')}
          </label>
          <p className="muted small">{t('importSkipInvalidHint')}</p>
        </div>
      </div>

      {GENERIC.has(s.format) && (
        <details className="mapping" open={s.mapping.length > 0}>
          <summary>{t('importMapping')}</summary>
          <p className="muted small">{t('importMappingHint')}</p>
          {s.mapping.length > 0 && (
            <table className="mapping-table">
              <thead>
                <tr>
                  <th>{t('importMappingField')}</th>
                  <th>{t('importMappingColumn')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {s.mapping.map((row, i) => (
                  <tr key={i}>
                    <td>
                      <select value={row.field} onChange={(e) => s.updateMapping(i, { ...row, field: e.target.value })}>
                        {mappingFields.map((f) => (
                          <option key={f} value={f}>
                            {label('mapping', f)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <input
                        value={row.column}
                        placeholder={row.field === 'options' ? 'A,B,C,D' : ''}
                        onChange={(e) => s.updateMapping(i, { ...row, column: e.target.value })}
                      />
                    </td>
                    <td>
                      <button type="button" className="btn btn-small btn-quiet" onClick={() => s.removeMapping(i)}>
                        {t('importMappingRemove')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <button type="button" className="btn btn-small" onClick={() => s.addMapping()}>
            + {t('importMappingAdd')}
          </button>
        </details>
      )}
    </div>
  )
}
