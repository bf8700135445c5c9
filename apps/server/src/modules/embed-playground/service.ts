// Serves the embed SDK as it is published (the packed dist/embed-sdk.js) and renders the playground page.
import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { INBOUND_TYPES } from '@sportsbook/contract'

let sdk: Promise<string> | undefined

/**
 * The embed SDK's browser script exactly as `npm pack` ships it (dist/embed-sdk.js), not its sources:
 * the playground exercises what operators install. Built once (the package's build) when missing.
 */
function sdkScript(): Promise<string> {
  sdk ??= (async () => {
    const pkg = path.dirname(fileURLToPath(import.meta.resolve('@sportsbook/embed-sdk/package.json')))
    const file = path.join(pkg, 'dist', 'embed-sdk.js')
    const built = await fs.access(file).then(
      () => true,
      () => false,
    )
    if (!built) await promisify(execFile)(process.execPath, [path.join(pkg, 'scripts', 'build.mjs')])
    return fs.readFile(file, 'utf8')
  })()
  sdk.catch(() => {
    sdk = undefined
  })
  return sdk
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** An http(s) origin, or null: the page only ever embeds an origin, never a script URL. */
export function safeOrigin(value: string | undefined): string | null {
  try {
    const u = new URL(value ?? '')
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null
  } catch {
    return null
  }
}

/** The host playground: the sportsbook through the SDK, a message log, a button per inbound message. */
export function playgroundHtml(sportsbookOrigin: string): string {
  const origin = JSON.stringify(sportsbookOrigin).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Embed playground</title>
<style>
  body { margin: 0; font: 14px system-ui, sans-serif; background: #f1f5f9; color: #0f172a; }
  header { position: sticky; top: 0; z-index: 1; background: #0f172a; color: #fff; padding: 8px 12px; }
  header h1 { font-size: 16px; margin: 0 0 6px; }
  .controls { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
  button, input, select { font: inherit; padding: 4px 8px; border-radius: 4px; border: 1px solid #94a3b8; }
  main { display: grid; grid-template-columns: minmax(0, 1fr) 340px; gap: 8px; padding: 8px; }
  #log { margin: 0; padding: 8px 8px 8px 28px; background: #fff; border: 1px solid #cbd5e1; font: 12px ui-monospace, monospace;
         max-height: calc(100vh - 120px); overflow: auto; position: sticky; top: 96px; }
  #log .in { color: #1d4ed8; } #log .out { color: #166534; }
  #frame { background: #fff; border: 1px solid #cbd5e1; }
  @media (max-width: 800px) { main { grid-template-columns: 1fr; } #log { position: static; max-height: 200px; } }
</style></head>
<body>
<header>
  <h1>Embed playground: host <code id="host"></code> → sportsbook <code>${escape(sportsbookOrigin)}</code></h1>
  <div class="controls">
    <label>Bet code <input id="code" value="NOPE00" size="8"></label>
    <button data-send="apply_bet_code">apply_bet_code</button>
    <button data-send="change_locale" data-payload='{"locale":"ar"}'>change_locale ar</button>
    <button data-send="change_locale" data-payload='{"locale":"en"}'>change_locale en</button>
    <button data-send="change_currency" data-payload='{"currency":"USD"}'>change_currency USD</button>
    <button data-send="page_changed" data-payload='{"path":"/live"}'>page_changed /live</button>
    <button data-send="odds_changed" data-payload='{"format":"american"}'>odds_changed american</button>
    <button data-send="open_bet_slip" data-payload='{}'>open_bet_slip</button>
    <button data-send="search_modal" data-payload='{"open":true}'>search_modal</button>
    <button data-send="viewport">viewport</button>
    <button data-send="iframe_integration" data-payload='{"listeners":["sign-in","sign-up","deposit"]}'>iframe_integration</button>
    <button id="clear">Clear log</button>
  </div>
</header>
<main><div id="frame"></div><ol id="log" aria-label="Messages" aria-live="polite"></ol></main>
<script src="/dev/embed/embed-sdk.js"></script>
<script>
  document.getElementById('host').textContent = location.origin;
  const INBOUND = ${JSON.stringify(INBOUND_TYPES)};
  const log = document.getElementById('log');
  const messages = [];
  function note(dir, type, payload) {
    messages.push({ dir, type, payload });
    const li = document.createElement('li');
    li.className = dir;
    li.textContent = (dir === 'in' ? '← ' : '→ ') + type + ' ' + JSON.stringify(payload);
    log.appendChild(li);
    log.scrollTop = log.scrollHeight;
  }
  const sb = SportsbookEmbed.mountV1(document.getElementById('frame'), {
    origin: ${origin},
    onSignIn: () => note('host', 'host opens its sign-in', {}),
    onSignUp: () => note('host', 'host opens its sign-up', {}),
    onDeposit: () => note('host', 'host opens its cashier', {}),
    onMessage: (m) => note('in', m.type, m.payload),
  });
  const send = sb.send;
  sb.send = (type, payload) => { note('out', type, payload); send(type, payload); };
  for (const b of document.querySelectorAll('[data-send]')) {
    b.addEventListener('click', () => {
      const type = b.dataset.send;
      if (type === 'apply_bet_code') return sb.send(type, { code: document.getElementById('code').value });
      if (type === 'viewport') {
        const top = Math.round(document.querySelector('#frame iframe').getBoundingClientRect().top);
        return sb.send(type, { width: innerWidth, height: innerHeight, offsetTop: Math.max(0, top), visibleTop: Math.max(0, -top) });
      }
      sb.send(type, JSON.parse(b.dataset.payload));
    });
  }
  document.getElementById('clear').addEventListener('click', () => { log.textContent = ''; messages.length = 0; });
  window.playground = { sb, messages, inbound: INBOUND };
</script>
</body></html>`
}

/** The playground's pages: `page(?sportsbook=)` falls back to the default sportsbook origin. */
export function createEmbedPlaygroundService(defaultSportsbookOrigin: string) {
  return {
    page: (requested: string | undefined) => playgroundHtml(safeOrigin(requested) ?? defaultSportsbookOrigin),
    sdkScript,
  }
}
