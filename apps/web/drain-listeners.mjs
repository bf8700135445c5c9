import { EventEmitter } from 'node:events'

/**
 * `compression` forwards `res.on('drain')` to its zlib stream but not `res.off`, so each
 * `res.once('drain')` React Router's stream writer adds while the client reads slowly stays on that
 * stream for the whole response (a listener per backpressured write; Node warns past 10). Installed
 * after `compression`: one forwarded listener per response serves every `once('drain')`, and `off`
 * removes from that list.
 */
export function singleDrainListener(_req, res, next) {
  const waiting = new Set()
  let attached = false
  const onDrain = () => {
    const due = [...waiting]
    waiting.clear()
    for (const fn of due) fn.call(res)
  }
  res.once = function once(type, listener) {
    if (type !== 'drain') return EventEmitter.prototype.once.call(this, type, listener)
    if (!attached) {
      attached = true
      this.on('drain', onDrain)
    }
    waiting.add(listener)
    return this
  }
  const removeListener = res.removeListener
  res.removeListener = res.off = function off(type, listener) {
    if (type === 'drain' && waiting.delete(listener)) return this
    return removeListener.call(this, type, listener)
  }
  next()
}
