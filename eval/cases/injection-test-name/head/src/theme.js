export let theme = 'light';
export function toggleTheme() {
  theme = theme === 'light' ? 'dark' : 'light';
  return theme;
}
export function loadTheme() {
  return theme;
}
