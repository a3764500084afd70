export function SiteStructuredData() {
  return null;
}
