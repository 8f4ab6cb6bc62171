/** The dashboard's one stylesheet (served as a file: the CSP allows no inline style). */
export const DASHBOARD_CSS = `
:root { color-scheme: light; --ink: #1d2430; --muted: #5b6573; --line: #d9dee5; --accent: #1f5fbf; --warn: #a3330f; --ok: #1e7a3c; --bg: #f6f7f9; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
header { background: #fff; border-bottom: 1px solid var(--line); }
.bar { max-width: 66rem; margin: 0 auto; padding: .6rem 1rem; display: flex; flex-wrap: wrap; gap: .4rem 1rem; align-items: center; }
.brand { font-weight: 700; color: var(--ink); text-decoration: none; margin-right: auto; }
nav { display: flex; flex-wrap: wrap; gap: .2rem .9rem; align-items: center; }
nav a { color: var(--accent); text-decoration: none; }
nav a[aria-current="page"] { font-weight: 700; color: var(--ink); }
main { max-width: 66rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: .5rem 0 1rem; }
h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 1rem; margin: 0 0 1rem; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { text-align: left; padding: .45rem .6rem; border-bottom: 1px solid var(--line); white-space: nowrap; }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
form.inline { display: inline; }
label { display: block; font-weight: 600; margin: .5rem 0 .25rem; }
input[type="email"], input[type="text"], input[type="number"] { width: 100%; max-width: 24rem; padding: .55rem .6rem; font: inherit; border: 1px solid #b8c0cc; border-radius: 6px; }
button, .button { display: inline-block; font: inherit; padding: .5rem .9rem; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; text-decoration: none; margin: .25rem 0; }
button.secondary, .button.secondary { background: #fff; color: var(--accent); }
button.danger { background: var(--warn); border-color: var(--warn); }
button.link { background: none; border: none; color: var(--accent); padding: 0; }
.notice { border-left: 4px solid var(--accent); background: #eef4fc; padding: .6rem .8rem; margin: 0 0 1rem; }
.notice.error { border-color: var(--warn); background: #fbeeea; }
.notice.ok { border-color: var(--ok); background: #ebf6ee; }
.secret { display: block; font: 1rem/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; background: #10151d; color: #e8f0ff; padding: .8rem; border-radius: 6px; word-break: break-all; user-select: all; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.muted { color: var(--muted); }
.status-active { color: var(--ok); font-weight: 600; }
.status-revoked, .status-rotated, .status-suspended { color: var(--warn); }
.chart { min-height: 320px; background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: .5rem; margin-bottom: 1rem; }
.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: .75rem; margin-bottom: 1rem; }
.stat { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: .75rem; }
.stat strong { display: block; font-size: 1.4rem; }
.stat .detail { display: block; margin-top: .15rem; }
.stat .detail.warn { color: var(--warn); font-weight: 600; }
@media (max-width: 32rem) { th, td { padding: .4rem; } body { font-size: 15px; } }
`;
