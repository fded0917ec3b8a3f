export function validate(form) {
  if (typeof form.email !== 'string' || !form.email.includes('@')) {
    throw new Error('email: must contain @');
  }
  if (typeof form.password !== 'string' || form.password.length < 12) {
    throw new Error('password: too short');
  }
  return form;
}
