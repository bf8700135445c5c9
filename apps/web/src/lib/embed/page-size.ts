import { throttle } from './throttle.ts'

/** Spec §9: resize notifications at most every 100 ms. */
export const PAGE_SIZE_THROTTLE_MS = 100

export interface PageSize {
  width: number
  height: number
}

/**
 * The page's size as the host should size its frame: the content's height, measured on body's box.
 * Not `scrollHeight`: the document's never falls below the frame's own viewport, so once a long page
 * had grown the frame (4,033 px on a phone) a short one reported that height again and the frame never
 * shrank. In a frame body has no minimum height (root.tsx), so its box is exactly the content.
 */
export function measurePageSize(doc: Document = document): PageSize {
  return {
    width: Math.round(doc.documentElement.scrollWidth),
    height: Math.ceil(doc.body.getBoundingClientRect().height),
  }
}

/** Reports the page size now and whenever body's box changes, both ways, at most every 100 ms. */
export function observePageSize(report: (size: PageSize) => void, doc: Document = document): () => void {
  let last: PageSize | undefined
  const send = throttle(() => {
    const size = measurePageSize(doc)
    if (last && last.width === size.width && last.height === size.height) return
    last = size
    report(size)
  }, PAGE_SIZE_THROTTLE_MS)
  const observer = new ResizeObserver(() => send())
  observer.observe(doc.body)
  send()
  return () => {
    observer.disconnect()
    send.cancel()
  }
}
