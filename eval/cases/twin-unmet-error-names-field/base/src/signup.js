export function signup(form, store) {
  return store.add(form);
}
