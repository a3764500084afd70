// The facility feature's public entry (issue 25): other features and pages import from here only.
export * from './calendar';
export * from './current';
export * from './headset-mood';
export * from './mood';
export * from './page';
export * from './registration';
export * from './reservations';
