/** Whether the page runs in a frame; comparing frames can throw in odd sandboxes: read that as framed. */
export function framed(): boolean {
  if (typeof window === 'undefined') return false
  try {
    return window.self !== window.top
  } catch {
    return true
  }
}
