export function AccessibilityPanel() {
  return null;
}
