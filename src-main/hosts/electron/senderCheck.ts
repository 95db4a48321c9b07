// Who may call the main process over IPC: only the main frame of our own window, showing a page of
// our own origin (app://medbench). A frame inside the page, another window, or our window after it
// somehow navigated elsewhere is refused. A pure function of three facts about the sender, so it is
// tested without Electron; main.ts reads those facts off the IPC event.
import { defineMessages } from '../../core/messages'
import type { Msg } from '../../core/messages'
import { APP_ORIGIN, isAppOrigin } from './appProtocol'

const m = defineMessages('electron', {
  unknownWindow: {
    zh: () => '已拒绝：请求不是来自 MedBench Studio 的主窗口',
    en: () => 'refused: the request did not come from the MedBench Studio window',
  },
  subFrame: {
    zh: () => '已拒绝：请求来自页面中嵌入的框架，而不是 MedBench Studio 页面本身',
    en: () => 'refused: the request came from a frame embedded in the page, not from the MedBench Studio page itself',
  },
  foreignPage: {
    zh: (p) => `已拒绝：请求来自 ${p.url}，只接受 ${p.origin} 的页面`,
    en: (p) => `refused: the request came from ${p.url}; only pages of ${p.origin} are accepted`,
  },
})

export interface SenderFacts {
  /** URL of the frame that sent the message (undefined when the frame is gone). */
  frameUrl: string | undefined
  /** Whether that frame is the top frame of its page. */
  isMainFrame: boolean
  /** Id of the window that owns the sending page, or null when no window owns it. */
  windowId: number | null
}

/** Null when the sender is our window's main frame on our origin; otherwise why it is refused. */
export function senderRefusal(sender: SenderFacts, ourWindowId: number | null): Msg | null {
  if (ourWindowId === null || sender.windowId !== ourWindowId) return m.unknownWindow()
  if (!sender.isMainFrame) return m.subFrame()
  if (!isAppOrigin(sender.frameUrl)) return m.foreignPage({ url: (sender.frameUrl || '(none)').slice(0, 200), origin: APP_ORIGIN })
  return null
}
