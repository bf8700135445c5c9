// Per-connection write coalescing: every frame a connection gets in one turn of the event loop
// (a feed batch publishes one markets_changed per changed match on `public:{locale}`, each to the
// same subscribers) goes to its socket in one write instead of one write per frame. The socket is
// corked on its first frame of the turn and uncorked on the next check phase (setImmediate), after
// the publishing code of this turn, its awaits included, has run.
import type { Socket } from 'node:net'

const corked: Socket[] = []
let scheduled = false

function uncorkAll() {
  scheduled = false
  // A frame written while flushing (a socket's 'drain' handler) corks again for the next turn.
  for (const socket of corked.splice(0)) if (!socket.destroyed) socket.uncork()
}

/** Writes `bytes` to `socket`, coalesced with the other frames of this turn (order kept). */
export function writeCoalesced(socket: Socket, bytes: Buffer): void {
  if (socket.writableCorked === 0) {
    socket.cork()
    corked.push(socket)
    if (!scheduled) {
      scheduled = true
      setImmediate(uncorkAll)
    }
  }
  socket.write(bytes)
}
