// The stand-in arena's page: static markup, no script, nothing taken from the request but the app
// name, which is checked against a pattern before it is printed.

/** Games the stand-in lists (a real provider's lobby comes from the provider). */
const GAMES = ['Virtual football', 'Virtual horse racing', 'Virtual tennis', 'Virtual basketball']

export function arenaPage(app: string): string {
  const cards = GAMES.map((g) => `<li>${g}<span>Next round in 2:00</span></li>`).join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Virtual gaming arena (development stand-in)</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0f172a;color:#f8fafc;padding:24px}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#cbd5e1}
ul{list-style:none;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}
li{background:#1e293b;border-radius:8px;padding:16px;font-weight:600;display:flex;flex-direction:column;gap:4px}
span{font-weight:400;color:#cbd5e1;font-size:14px}
</style></head>
<body><h1>Virtual gaming arena</h1>
<p>Development stand-in for the games provider (app “${app}”): a real provider's lobby opens here.</p>
<ul>${cards}</ul></body></html>`
}
