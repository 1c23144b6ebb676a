/** Inline SVG icons (constants written here, never user input). 24x24, stroke-based. */
import { type SafeHtml, trustedHtml } from "./html.js";

function icon(paths: string): SafeHtml {
  return trustedHtml(
    `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${paths}</svg>`,
  );
}

export const ICONS = {
  shield: trustedHtml(
    `<svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6l7-3z"/><path d="M9 12l2 2 4-4"/></svg>`,
  ),
  overview: icon(`<path d="M3 12h4l3-8 4 16 3-8h4"/>`),
  list: icon(
    `<path d="M8 6h13M8 12h13M8 18h13"/><circle cx="3.5" cy="6" r="1"/><circle cx="3.5" cy="12" r="1"/><circle cx="3.5" cy="18" r="1"/>`,
  ),
  key: icon(`<circle cx="7.5" cy="15.5" r="4.5"/><path d="M10.7 12.3L20 3M16 7l3 3M14 9l2 2"/>`),
  inbox: icon(
    `<path d="M22 12h-6l-2 3h-4l-2-3H2"/><path d="M5.5 5h13L22 12v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6z"/>`,
  ),
  replay: icon(`<path d="M3 12a9 9 0 1 0 3-6.7"/><path d="M3 4v5h5"/><path d="M12 8v4l3 2"/>`),
  plus: icon(`<path d="M12 5v14M5 12h14"/>`),
  docs: icon(`<path d="M4 4h11l5 5v11H4z"/><path d="M14 4v6h6"/>`),
} as const;
