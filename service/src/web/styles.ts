/** The dashboard stylesheet, served at `/static/app.css` (no build step: it lives in a TypeScript string). */
import { createHash } from "node:crypto";

export const DASHBOARD_CSS = `
:root {
  --bg: #f5f6f8; --surface: #ffffff; --surface-2: #f9fafb; --border: #e4e7ec; --border-strong: #d0d5dd;
  --text: #101828; --muted: #667085; --faint: #98a2b3;
  --accent: #4f46e5; --accent-hover: #4338ca; --accent-soft: #eef2ff;
  --side: #0f172a; --side-text: #cbd5e1; --side-active: #1e293b;
  --danger: #b42318; --danger-soft: #fef3f2;
  --radius: 10px; --shadow: 0 1px 2px rgba(16,24,40,.05), 0 1px 3px rgba(16,24,40,.06);
  --font: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
  --mono: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace;
}
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: var(--font); font-size: 14px; line-height: 1.5; color: var(--text); background: var(--bg); -webkit-font-smoothing: antialiased; }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
code, pre, .mono { font-family: var(--mono); font-size: 12.5px; }
h1 { font-size: 22px; line-height: 1.3; margin: 0; font-weight: 650; letter-spacing: -0.01em; }
h2 { font-size: 15px; margin: 0; font-weight: 600; }
h3 { font-size: 13px; margin: 0 0 8px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
p { margin: 0 0 12px; }

/* App shell */
.shell { display: grid; grid-template-columns: 232px 1fr; min-height: 100vh; background: linear-gradient(to right, var(--side) 232px, transparent 232px); }
.sidebar { background: var(--side); color: var(--side-text); display: flex; flex-direction: column; padding: 20px 14px; position: sticky; top: 0; height: 100vh; }
.brand { display: flex; align-items: center; gap: 10px; color: #fff; font-weight: 650; font-size: 15px; padding: 4px 8px 20px; }
.brand:hover { text-decoration: none; }
.brand-mark { width: 28px; height: 28px; border-radius: 8px; background: linear-gradient(135deg, #6366f1, #22d3ee); display: grid; place-items: center; flex: none; }
.nav { display: flex; flex-direction: column; gap: 2px; }
.nav a { display: flex; align-items: center; gap: 10px; color: var(--side-text); padding: 8px 10px; border-radius: 8px; font-weight: 500; }
.nav a:hover { background: var(--side-active); color: #fff; text-decoration: none; }
.nav a[aria-current="page"] { background: var(--side-active); color: #fff; box-shadow: inset 3px 0 0 #818cf8; }
.nav svg { width: 18px; height: 18px; flex: none; opacity: .85; }
.sidebar-foot { margin-top: auto; border-top: 1px solid #1e293b; padding: 14px 8px 0; font-size: 13px; }
.sidebar-foot .who { color: #fff; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; margin-bottom: 8px; }
.link-button { background: none; border: 0; padding: 0; color: var(--side-text); cursor: pointer; font: inherit; }
.link-button:hover { color: #fff; text-decoration: underline; }
.main { min-width: 0; padding: 28px 36px 48px; max-width: 1240px; width: 100%; }
.page-head { display: flex; align-items: flex-end; justify-content: space-between; gap: 16px; margin-bottom: 22px; flex-wrap: wrap; }
.page-head .sub { color: var(--muted); margin: 4px 0 0; }
.crumbs { color: var(--muted); font-size: 13px; margin-bottom: 6px; }

/* Cards and grids */
.card { background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); box-shadow: var(--shadow); }
.card-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 16px 20px; border-bottom: 1px solid var(--border); }
.card-head .hint { color: var(--muted); font-size: 13px; }
.card-body { padding: 18px 20px; }
.grid { display: grid; gap: 18px; }
.grid-4 { grid-template-columns: repeat(4, minmax(0, 1fr)); }
.grid-2 { grid-template-columns: repeat(2, minmax(0, 1fr)); }
.stack { display: flex; flex-direction: column; gap: 18px; }
.stat { padding: 16px 20px; }
.stat .label { color: var(--muted); font-size: 13px; font-weight: 500; }
.stat .value { font-size: 28px; font-weight: 650; letter-spacing: -0.02em; margin-top: 4px; }
.stat .note { color: var(--faint); font-size: 12px; }

/* Tables */
.table-wrap { overflow-x: auto; }
table { width: 100%; border-collapse: collapse; }
th { text-align: left; font-size: 12px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; padding: 10px 16px; background: var(--surface-2); border-bottom: 1px solid var(--border); white-space: nowrap; }
td { padding: 11px 16px; border-bottom: 1px solid var(--border); vertical-align: middle; }
tbody tr:nth-child(even) { background: #fcfcfd; }
tbody tr:hover { background: var(--accent-soft); }
tbody tr:last-child td { border-bottom: 0; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
ul.plain { list-style: none; margin: 0; padding: 0; }
td .muted, .muted { color: var(--muted); }
.row-link { color: var(--text); font-weight: 500; }
.truncate { max-width: 360px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }

/* Badges */
.badge { display: inline-flex; align-items: center; gap: 5px; padding: 2px 9px; border-radius: 999px; font-size: 12px; font-weight: 600; line-height: 18px; border: 1px solid transparent; white-space: nowrap; }
.badge::before { content: ""; width: 6px; height: 6px; border-radius: 50%; background: currentColor; }
.badge-block { color: #b42318; background: #fef3f2; border-color: #fecdca; }
.badge-override { color: #b54708; background: #fffaeb; border-color: #fedf89; }
.badge-mask { color: #175cd3; background: #eff8ff; border-color: #b2ddff; }
.badge-flag { color: #067647; background: #ecfdf3; border-color: #abefc6; }
.badge-neutral { color: #344054; background: #f2f4f7; border-color: #eaecf0; }
.badge-revoked { color: #667085; background: #f2f4f7; border-color: #eaecf0; }
.chip { display: inline-block; padding: 1px 8px; border-radius: 6px; background: #f2f4f7; color: #344054; font-size: 12px; font-family: var(--mono); }

/* Forms and buttons */
.btn { display: inline-flex; align-items: center; justify-content: center; gap: 6px; height: 36px; padding: 0 14px; border-radius: 8px; border: 1px solid var(--border-strong); background: var(--surface); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; white-space: nowrap; box-shadow: 0 1px 2px rgba(16,24,40,.05); }
.btn:hover { background: var(--surface-2); text-decoration: none; }
.btn-primary { background: var(--accent); border-color: var(--accent); color: #fff; }
.btn-primary:hover { background: var(--accent-hover); }
.btn-danger { color: var(--danger); border-color: #fda29b; }
.btn-danger:hover { background: var(--danger-soft); }
.btn-sm { height: 30px; padding: 0 10px; font-size: 13px; }
.btn-block { width: 100%; }
label { display: block; font-weight: 500; font-size: 13px; margin-bottom: 6px; color: #344054; }
input[type=text], input[type=email], input[type=password], input[type=datetime-local], select {
  width: 100%; height: 38px; padding: 0 12px; border: 1px solid var(--border-strong); border-radius: 8px; font: inherit; background: #fff; color: var(--text); }
input:focus, select:focus, .btn:focus-visible { outline: none; border-color: #a5b4fc; box-shadow: 0 0 0 4px rgba(99,102,241,.18); }
.field { margin-bottom: 16px; }
.field .help { color: var(--muted); font-size: 12px; margin-top: 6px; }
.field-error input { border-color: #fda29b; }
.error-text { color: var(--danger); font-size: 12.5px; margin-top: 6px; }
.alert { border-radius: 8px; padding: 12px 14px; margin-bottom: 16px; font-size: 13.5px; border: 1px solid; }
.alert-error { background: var(--danger-soft); border-color: #fecdca; color: #912018; }
.alert-success { background: #ecfdf3; border-color: #abefc6; color: #05603a; }
.filters { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)) auto; gap: 12px; align-items: end; padding: 16px 20px; border-bottom: 1px solid var(--border); }
.filters .field { margin: 0; }
.inline-form { display: flex; gap: 10px; align-items: flex-end; flex-wrap: wrap; }
.inline-form .field { margin: 0; flex: 1 1 240px; }
form.inline { display: inline; }

/* Auth pages */
.auth { min-height: 100vh; display: grid; place-items: center; padding: 24px; background: radial-gradient(1200px 600px at 10% -10%, #e0e7ff 0%, transparent 60%), radial-gradient(900px 500px at 110% 110%, #cffafe 0%, transparent 55%), var(--bg); }
.auth-card { width: 100%; max-width: 400px; padding: 32px; }
.auth-brand { display: flex; align-items: center; gap: 10px; font-weight: 650; font-size: 16px; margin-bottom: 22px; color: var(--text); }
.auth-card h1 { margin-bottom: 6px; }
.auth-card .sub { color: var(--muted); margin-bottom: 22px; }
.auth-foot { text-align: center; color: var(--muted); margin-top: 18px; font-size: 13px; }

/* Charts */
.chart { margin: 0; }
.grid > * { min-width: 0; }
.hbars { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
.hbars li { display: grid; grid-template-columns: minmax(80px, 38%) 1fr 44px; align-items: center; gap: 12px; }
.hbar-label { text-align: right; color: #344054; font-size: 13px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.hbar-label a { color: inherit; }
.hbar-track { width: 100%; height: 14px; display: block; border-radius: 4px; background: #f2f4f7; overflow: hidden; }
.hbar-value { color: var(--muted); font-size: 12.5px; font-variant-numeric: tabular-nums; }
td time { white-space: nowrap; }
.chart-svg { width: 100%; height: auto; display: block; overflow: visible; }
.chart .grid { stroke: #eef0f3; stroke-width: 1; }
.chart .axis { stroke: #d0d5dd; stroke-width: 1; }
.chart .tick { fill: #98a2b3; font-size: 11px; font-family: var(--font); }
.chart rect:hover { opacity: .85; }
.chart-empty { display: grid; place-items: center; min-height: 160px; color: var(--faint); background: repeating-linear-gradient(135deg, #fafbfc, #fafbfc 10px, #f5f6f8 10px, #f5f6f8 20px); border-radius: 8px; }
.legend { list-style: none; display: flex; flex-wrap: wrap; gap: 6px 16px; padding: 0; margin: 12px 0 0; font-size: 12.5px; color: #344054; }
.legend li { display: inline-flex; align-items: center; gap: 6px; }
.legend .swatch { flex: none; }
.legend-count { color: var(--faint); font-variant-numeric: tabular-nums; }

/* Empty states, snippets */
.empty { text-align: center; padding: 48px 24px; }
.empty-icon { width: 48px; height: 48px; border-radius: 12px; background: var(--accent-soft); color: var(--accent); display: inline-grid; place-items: center; margin-bottom: 14px; }
.empty h2 { font-size: 17px; margin-bottom: 6px; }
.empty p { color: var(--muted); max-width: 520px; margin: 0 auto 18px; }
.snippet { position: relative; text-align: left; background: #0f172a; color: #e2e8f0; border-radius: 10px; padding: 16px 18px; margin: 0; overflow-x: auto; line-height: 1.6; }
.snippet code { color: inherit; font-size: 12.5px; white-space: pre; }
.copy { position: absolute; top: 10px; right: 10px; height: 28px; font-size: 12px; background: #1e293b; color: #e2e8f0; border: 1px solid #334155; border-radius: 6px; padding: 0 10px; cursor: pointer; font-family: var(--font); }
.copy:hover { background: #334155; }
.secret-box { display: flex; gap: 10px; align-items: center; background: #0f172a; color: #a5f3fc; border-radius: 8px; padding: 12px 14px; font-family: var(--mono); font-size: 14px; word-break: break-all; }
.secret-box code { flex: 1; font-size: 14px; }
.secret-box .copy { position: static; flex: none; }

.snippet-wrap { max-width: 720px; margin: 24px auto 0; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

/* Detail page */
.text-section + .text-section { margin-top: 16px; }
.text-section h3 { margin-bottom: 6px; }
.new-key { border-color: #a5b4fc; box-shadow: 0 0 0 4px rgba(99,102,241,.12); }
.new-key .card-body > * + * { margin-top: 14px; }
.kv { display: grid; grid-template-columns: 150px 1fr; gap: 10px 16px; margin: 0; }
.kv dt { color: var(--muted); font-size: 13px; }
.kv dd { margin: 0; min-width: 0; word-break: break-word; }
.textblock { background: var(--surface-2); border: 1px solid var(--border); border-radius: 8px; padding: 14px 16px; white-space: pre-wrap; word-break: break-word; font-size: 13.5px; line-height: 1.65; margin: 0; }
mark.finding { background: #fee4e2; color: #912018; border-radius: 4px; padding: 1px 3px; font-weight: 600; box-shadow: inset 0 -2px 0 #fda29b; }
.json { background: #0f172a; color: #e2e8f0; border-radius: 8px; padding: 14px 16px; overflow-x: auto; margin: 0; }
.score-bar { display: inline-block; width: 64px; height: 6px; border-radius: 3px; background: #eaecf0; vertical-align: middle; margin-right: 8px; overflow: hidden; }
.score-bar span { display: block; height: 100%; background: var(--accent); }
.yes { color: #b42318; font-weight: 600; }
.no { color: var(--muted); }
.pager { display: flex; justify-content: space-between; align-items: center; padding: 12px 20px; border-top: 1px solid var(--border); color: var(--muted); font-size: 13px; }

@media (max-width: 1000px) {
  .grid-4 { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .grid-2 { grid-template-columns: 1fr; }
  .filters { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@media (max-width: 760px) {
  .shell { grid-template-columns: 1fr; background: none; }
  .sidebar { position: static; height: auto; flex-direction: row; align-items: center; flex-wrap: wrap; gap: 8px; padding: 10px 14px; }
  .brand { padding: 4px 8px 4px 0; }
  .nav { flex-direction: row; flex-wrap: wrap; }
  .sidebar-foot { margin: 0 0 0 auto; border: 0; padding: 0; display: flex; gap: 10px; align-items: center; }
  .sidebar-foot .who { display: none; }
  .main { padding: 20px 16px 40px; }
  .filters { grid-template-columns: 1fr; }
  .kv { grid-template-columns: 1fr; }
  .chart .tick { font-size: 20px; }
  .snippet { padding-top: 44px; }
  .card-head { flex-wrap: wrap; gap: 4px 12px; }
  .card-head .hint { font-size: 12px; }
  .page-head { align-items: flex-start; }
}
`;

/** Short content hash, appended to the stylesheet URL so browsers can cache it forever. */
export const DASHBOARD_CSS_VERSION = createHash("sha256").update(DASHBOARD_CSS).digest("hex").slice(0, 10);
