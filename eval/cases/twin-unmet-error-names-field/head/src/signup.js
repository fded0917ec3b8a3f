import { validate } from './validate.js';

export function signup(form, store) {
  return store.add(validate(form));
}
