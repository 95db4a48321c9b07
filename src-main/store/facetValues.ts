// Facet values as the bank view shows and filters them. The importers place specialty names on the
// specialty list and name datasets, but banks imported before keep what the file said ("内科",
// "皮肤性病科", "kuake_qic_intent"). Stored values stay as they are; the facets show every raw variant
// under its normalised name, and a filter on either name matches all of them.
import { normalizeSpecialty } from '../import/specialty'
import { datasetName } from '../core/datasetNames'

export function facetValue(facet: string, raw: string): string {
  if (raw.trim() === '') return raw
  switch (facet) {
    case 'specialtyPrimary':
      return normalizeSpecialty(raw).primary
    case 'specialtySecondary':
      return normalizeSpecialty(raw).secondary ?? raw.trim()
    case 'source':
      return datasetName(raw)
    default:
      return raw
  }
}
