export function ConsentAndAnalytics() {
  return null;
}
