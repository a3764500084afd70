export function applyStoredA11yPreferences(): void {}
