// The bank section: toolbar above the virtual table, the item panel over it when an item is open.
import { useEffect } from 'react'
import { BankToolbar } from './BankToolbar'
import { BankTable } from './BankTable'
import { ItemPanel } from '../item/ItemPanel'
import { initBank } from '../../stores/bankStore'
import { useItemStore } from '../../stores/itemStore'
import { restoreFromUrl, startUrlSync } from '../../stores/urlSync'

export function BankView() {
  const openId = useItemStore((s) => s.openId)
  useEffect(() => {
    // The link's search, filters, sort and item first, so the first query is already the right one.
    restoreFromUrl()
    void initBank()
    startUrlSync()
  }, [])
  return (
    <section className="bank-view">
      <BankToolbar />
      <BankTable />
      {openId && <ItemPanel key={openId} />}
    </section>
  )
}
