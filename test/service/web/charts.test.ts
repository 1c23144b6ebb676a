import { describe, expect, it } from "vitest";
import {
  CHART_PALETTE,
  countScale,
  horizontalBarChart,
  niceCeiling,
  seriesColor,
  stackedBarChart,
} from "../../../service/src/web/charts.js";

function rects(svg: string): Array<{ y: number; height: number; fill: string; title: string }> {
  return [
    ...svg.matchAll(
      /<rect x="[^"]*" y="([^"]*)" width="[^"]*" height="([^"]*)" fill="([^"]*)" rx="2"><title>([^<]*)<\/title>/g,
    ),
  ].map((m) => ({ y: Number(m[1]), height: Number(m[2]), fill: m[3]!, title: m[4]! }));
}

describe("niceCeiling", () => {
  it("rounds up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect([0, 1, 3, 7, 11, 24, 26, 99, 101, 4900].map(niceCeiling)).toEqual([
      1, 1, 5, 10, 20, 25, 50, 100, 200, 5000,
    ]);
  });
});

describe("countScale", () => {
  it("uses integer steps of 1, 2 or 5 times a power of ten and a top that is a multiple of the step", () => {
    expect([1, 4, 7, 9, 23, 120, 4900].map(countScale)).toEqual([
      { top: 4, step: 1 },
      { top: 4, step: 1 },
      { top: 8, step: 2 },
      { top: 10, step: 5 },
      { top: 30, step: 10 },
      { top: 150, step: 50 },
      { top: 6000, step: 2000 },
    ]);
  });
});

describe("seriesColor", () => {
  it("is stable, gives built-in metrics distinct fixed colors, and hashes others into the palette", () => {
    expect(seriesColor("pii")).toBe(seriesColor("pii"));
    const builtins = ["pii", "secrets", "keywords", "regex", "prompt_injection", "toxicity", "length"].map(
      seriesColor,
    );
    expect(new Set(builtins).size).toBe(builtins.length);
    expect(CHART_PALETTE).toContain(seriesColor("my_custom_metric"));
  });
});

describe("stackedBarChart", () => {
  const chart = stackedBarChart({
    title: "Interceptions over time",
    buckets: ["10:00", "11:00", "12:00"],
    series: [
      { name: "pii", values: [2, 0, 4] },
      { name: "secrets", values: [1, 3, 0] },
    ],
    width: 300,
    height: 200,
  }).toString();

  it("draws one segment per non-zero value, with exact counts in tooltips", () => {
    const segments = rects(chart);
    expect(segments.map((s) => s.title)).toEqual([
      "pii · 10:00: 2",
      "secrets · 10:00: 1",
      "secrets · 11:00: 3",
      "pii · 12:00: 4",
    ]);
    expect(segments[0]!.fill).toBe(seriesColor("pii"));
  });

  it("stacks segments: heights are proportional and the second sits on top of the first", () => {
    const [pii10, secrets10, , pii12] = rects(chart);
    expect(pii12!.height / pii10!.height).toBeCloseTo(2, 1);
    expect(secrets10!.y + secrets10!.height).toBeCloseTo(pii10!.y, 1);
    // plot height 160 (200 - 12 - 28), top of the scale countScale(4).top = 4: 4 units = 160px
    expect(pii12!.height).toBeCloseTo(160, 0);
    const ticks = [...chart.matchAll(/<text class="tick"[^>]*text-anchor="end">([^<]*)</g)].map((m) => m[1]);
    expect(ticks).toEqual(["0", "1", "2", "3", "4"]);
  });

  it("has a legend with totals and an accessible title", () => {
    expect(chart).toContain("<title>Interceptions over time</title>");
    expect(chart).toMatch(/pii<span class="legend-count">6<\/span>/);
    expect(chart).toMatch(/secrets<span class="legend-count">4<\/span>/);
  });

  it("escapes series names and bucket labels", () => {
    const out = stackedBarChart({
      title: "t",
      buckets: ["<b>"],
      series: [{ name: "<script>x</script>", values: [1] }],
    }).toString();
    expect(out).not.toContain("<script>");
    expect(out).toContain("&lt;script&gt;x&lt;/script&gt;");
  });

  it("shows the empty message when everything is zero", () => {
    const out = stackedBarChart({
      title: "t",
      buckets: ["a"],
      series: [{ name: "pii", values: [0] }],
      emptyMessage: "Nothing yet",
    }).toString();
    expect(out).toContain("Nothing yet");
    expect(out).not.toContain("<svg");
  });
});

describe("horizontalBarChart", () => {
  it("sorts by value, limits rows, scales bars to the largest, links and escapes labels", () => {
    const out = horizontalBarChart({
      title: "Top groups",
      items: [
        { label: "small", value: 1 },
        { label: "<big>", value: 4, href: "/interceptions?group=%3Cbig%3E" },
        { label: "zero", value: 0 },
        { label: "mid", value: 2, color: "#123456" },
      ],
      limit: 2,
    }).toString();
    const labels = [...out.matchAll(/<span class="hbar-label" title="([^"]*)">/g)].map((m) => m[1]);
    expect(labels).toEqual(["&lt;big&gt;", "mid"]);
    const widths = [...out.matchAll(/<rect width="([^"]*)" height="10" fill="([^"]*)">/g)].map((m) => [
      Number(m[1]),
      m[2],
    ]);
    expect(widths).toEqual([
      [100, seriesColor("<big>")],
      [50, "#123456"],
    ]);
    expect(out).toContain('<a href="/interceptions?group=%3Cbig%3E">&lt;big&gt;</a>');
    expect(out).toContain("<title>&lt;big&gt;: 4</title>");
    expect(out).not.toContain("<big>");
  });

  it("renders the empty state when no item has a value", () => {
    expect(horizontalBarChart({ title: "t", items: [{ label: "a", value: 0 }] }).toString()).toContain(
      "chart-empty",
    );
  });
});
