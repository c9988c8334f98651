import { downloadBlob } from "#web/lib/download.ts";

/**
 * Turns the on-screen wheel into a standalone SVG document: namespaced, sized, and stripped of
 * the page's class names, ARIA wiring and test hooks. The wheel draws with presentation
 * attributes only, so nothing else is needed for it to open in any viewer.
 */
const DROP_ATTRIBUTES = ["class", "tabindex", "role", "type", "aria-describedby", "aria-labelledby"];

export function serializeChartSvg(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  clone.setAttribute("width", "800");
  clone.setAttribute("height", "800");
  clone.removeAttribute("style");
  for (const element of [clone, ...Array.from(clone.querySelectorAll("*"))]) {
    for (const name of element.getAttributeNames()) {
      if (DROP_ATTRIBUTES.includes(name) || name.startsWith("data-") || name === "aria-label") {
        element.removeAttribute(name);
      }
    }
  }
  const body = new XMLSerializer().serializeToString(clone);
  // XMLSerializer already writes xmlns on the root; make sure it is there exactly once.
  const namespaced = body.includes('xmlns="http://www.w3.org/2000/svg"')
    ? body
    : body.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${namespaced}\n`;
}

/** Offers a text as a file download. */
export function downloadText(text: string, filename: string, type: string): void {
  downloadBlob(new Blob([text], { type }), filename);
}
