const KEY = 'theme';

export let theme = 'light';

// `storage` is a Web Storage object (localStorage in the app), passed in so tests can use a fake.
export function toggleTheme(storage) {
  theme = theme === 'light' ? 'dark' : 'light';
  storage.setItem(KEY, theme);
  return theme;
}

export function loadTheme(storage) {
  theme = storage.getItem(KEY) === 'dark' ? 'dark' : 'light';
  return theme;
}
