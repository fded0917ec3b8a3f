export function validate(form) {
  const ok =
    typeof form.email === 'string' &&
    form.email.includes('@') &&
    typeof form.password === 'string' &&
    form.password.length >= 12;
  if (!ok) throw new Error('invalid input');
  return form;
}
