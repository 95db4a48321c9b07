// J/K from an open item: the next or previous row of the current result opens in its place (unsaved
// edits still ask first, as any switch does). The position is the open item's own row when it is among
// the loaded pages (it may have been opened from a link), else the selection.
import { useBankStore } from './bankStore'
import { useItemStore } from './itemStore'

export async function openAdjacent(step: 1 | -1): Promise<void> {
  const bank = useBankStore.getState()
  const total = bank.total ?? 0
  if (total === 0) return
  const openId = useItemStore.getState().openId
  const here = openId ? bank.indexOfId(openId) : -1
  const from = here >= 0 ? here : bank.selected
  const to = from < 0 ? 0 : from + step
  if (to < 0 || to >= total || to === here) return
  const gen = bank.gen
  const row = await bank.loadRow(to)
  // The query changed while the page was on its way: that row belongs to a result no longer shown.
  if (!row || useBankStore.getState().gen !== gen) return
  useBankStore.getState().select(to)
  useItemStore.getState().open(row.id)
}
