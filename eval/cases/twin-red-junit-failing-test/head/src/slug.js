export function slugify(text) {
  return (
    text
      // Split accented letters into letter + combining mark, then drop the marks: é → e.
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  );
}
