/** Route id → its page module in src/pages (`concertDemo` → `concert-demo-page`). */
export function pageFileName(routeId: string): string {
  return `${routeId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-page`;
}
