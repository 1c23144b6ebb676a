/**
 * Server-side SVG charts for the dashboard: pure functions from plain data to escaped markup.
 * - `stackedBarChart`: counts per time bucket, one stacked segment per series (metric).
 * - `horizontalBarChart`: a ranked list (top rules, top groups).
 * Colors are stable per series name, so a metric has the same color on every chart and page.
 */
import { html, type SafeHtml } from "./html.js";

export const CHART_PALETTE = [
  "#6366f1",
  "#f59e0b",
  "#10b981",
  "#ef4444",
  "#0ea5e9",
  "#a855f7",
  "#ec4899",
  "#14b8a6",
  "#84cc16",
  "#f97316",
] as const;

/** Fixed colors for the built-in metrics, so the common ones never share a color. */
const METRIC_COLORS: Readonly<Record<string, string>> = {
  pii: "#6366f1",
  secrets: "#ef4444",
  keywords: "#f59e0b",
  regex: "#0ea5e9",
  prompt_injection: "#a855f7",
  toxicity: "#ec4899",
  tone: "#14b8a6",
  bias: "#84cc16",
  ctx_adherence: "#10b981",
  topic: "#f97316",
  invisible_text: "#64748b",
  length: "#94a3b8",
  length_tokens: "#475569",
};

/** A stable color for a series name: fixed for built-in metrics, else an FNV-1a hash into the palette. */
export function seriesColor(name: string): string {
  const fixed = METRIC_COLORS[name];
  if (fixed !== undefined) return fixed;
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return CHART_PALETTE[hash % CHART_PALETTE.length]!;
}

/** The smallest "nice" number (1, 2, 2.5 or 5 times a power of ten) >= value; at least 1. */
export function niceCeiling(value: number): number {
  if (!(value > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const candidate = step * power;
    if (candidate >= value) return candidate;
  }
  return 10 * power;
}

/**
 * An integer axis for counts: a step of 1, 2 or 5 times a power of ten giving at most ~5 ticks, and a top
 * that is a multiple of the step (at least 4 for tiny counts, so one interception is not a full-height bar).
 */
export function countScale(max: number): { top: number; step: number } {
  const target = Math.max(1, max) / 4;
  const power = 10 ** Math.floor(Math.log10(target));
  let step = 10 * power;
  for (const m of [1, 2, 5]) {
    if (m * power >= target) {
      step = m * power;
      break;
    }
  }
  step = Math.max(1, Math.round(step));
  const top = Math.max(step * Math.ceil(Math.max(max, 1) / step), step === 1 ? 4 : step);
  return { top, step };
}

function formatCount(value: number): string {
  if (value >= 1_000_000) return `${Number((value / 1_000_000).toFixed(1))}M`;
  if (value >= 10_000) return `${Math.round(value / 1000)}k`;
  if (value >= 1000) return `${Number((value / 1000).toFixed(1))}k`;
  return String(Number(value.toFixed(2)));
}

export interface ChartSeries {
  name: string;
  /** One value per bucket, same order as `buckets`. */
  values: readonly number[];
}

export interface StackedBarChartInput {
  title: string;
  /** Bucket labels along the x axis (e.g. "14:00" or "Nov 21"). */
  buckets: readonly string[];
  series: readonly ChartSeries[];
  width?: number;
  height?: number;
  /** Shown instead of the chart when every value is zero. */
  emptyMessage?: string;
}

function emptyChart(title: string, message: string): SafeHtml {
  return html`<figure class="chart chart-empty" aria-label="${title}"><div class="chart-empty-body">${message}</div></figure>`;
}

/** Stacked bars over time; each series is one color, tooltips give the exact counts. */
export function stackedBarChart(input: StackedBarChartInput): SafeHtml {
  const width = input.width ?? 960;
  const height = input.height ?? 260;
  const pad = { top: 12, right: 12, bottom: 28, left: 44 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const n = input.buckets.length;
  const totals = input.buckets.map((_, i) =>
    input.series.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0),
  );
  const max = Math.max(0, ...totals);
  if (n === 0 || max === 0)
    return emptyChart(input.title, input.emptyMessage ?? "No data in this period yet.");
  const { top, step } = countScale(max);
  const y = (v: number): number => pad.top + plotH - (v / top) * plotH;
  const slot = plotW / n;
  const barW = Math.max(1, Math.min(36, slot * 0.72));

  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);
  const grid = ticks.map((v) => {
    const ty = y(v).toFixed(1);
    return html`<line class="grid" x1="${pad.left}" x2="${width - pad.right}" y1="${ty}" y2="${ty}"/><text class="tick" x="${pad.left - 8}" y="${ty}" dy="0.32em" text-anchor="end">${formatCount(v)}</text>`;
  });

  const labelEvery = Math.max(1, Math.ceil(n / 8));
  const bars = input.buckets.map((bucket, i) => {
    const x = pad.left + i * slot + (slot - barW) / 2;
    let acc = 0;
    const segments = input.series.map((s) => {
      const value = Math.max(0, s.values[i] ?? 0);
      if (value === 0) return html``;
      const y1 = y(acc + value);
      const h = y(acc) - y1;
      acc += value;
      return html`<rect x="${x.toFixed(1)}" y="${y1.toFixed(1)}" width="${barW.toFixed(1)}" height="${h.toFixed(1)}" fill="${seriesColor(s.name)}" rx="2"><title>${s.name} · ${bucket}: ${value}</title></rect>`;
    });
    const label =
      i % labelEvery === 0
        ? html`<text class="tick" x="${(x + barW / 2).toFixed(1)}" y="${height - 8}" text-anchor="middle">${bucket}</text>`
        : html``;
    return html`<g class="bar">${segments}${label}</g>`;
  });

  const legend = input.series
    .filter((s) => s.values.some((v) => v > 0))
    .map(
      (s) =>
        html`<li><svg class="swatch" width="10" height="10" aria-hidden="true"><rect width="10" height="10" rx="3" fill="${seriesColor(s.name)}"/></svg>${s.name}<span class="legend-count">${formatCount(s.values.reduce((a, b) => a + Math.max(0, b), 0))}</span></li>`,
    );

  return html`<figure class="chart" aria-label="${input.title}"><svg class="chart-svg" viewBox="0 0 ${width} ${height}" role="img" preserveAspectRatio="xMidYMid meet"><title>${input.title}</title>${grid}<line class="axis" x1="${pad.left}" x2="${width - pad.right}" y1="${y(0).toFixed(1)}" y2="${y(0).toFixed(1)}"/>${bars}</svg><ul class="legend">${legend}</ul></figure>`;
}

export interface BarItem {
  label: string;
  value: number;
  /** Optional link (e.g. to the filtered interceptions list). */
  href?: string;
  /** Optional fixed color; defaults to the series color of the label. */
  color?: string;
}

export interface HorizontalBarChartInput {
  title: string;
  items: readonly BarItem[];
  /** Maximum rows shown (the largest values). */
  limit?: number;
  emptyMessage?: string;
}

/**
 * Ranked horizontal bars. Each row is HTML (label, bar, count) so the text stays readable at any width;
 * the bar is an SVG rect whose width is the value's share of the largest value (percent of the track).
 */
export function horizontalBarChart(input: HorizontalBarChartInput): SafeHtml {
  const items = [...input.items]
    .filter((item) => item.value > 0)
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label))
    .slice(0, input.limit ?? 8);
  if (items.length === 0) return emptyChart(input.title, input.emptyMessage ?? "No data in this period yet.");
  const max = Math.max(...items.map((i) => i.value));
  const rows = items.map((item) => {
    const percent = Math.max(1, (item.value / max) * 100);
    const color = item.color ?? seriesColor(item.label);
    const label =
      item.href === undefined ? html`${item.label}` : html`<a href="${item.href}">${item.label}</a>`;
    return html`<li><span class="hbar-label" title="${item.label}">${label}</span><svg class="hbar-track" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true"><rect width="${percent.toFixed(1)}" height="10" fill="${color}"><title>${item.label}: ${item.value}</title></rect></svg><span class="hbar-value">${formatCount(item.value)}</span></li>`;
  });
  return html`<figure class="chart" aria-label="${input.title}"><ol class="hbars">${rows}</ol></figure>`;
}
