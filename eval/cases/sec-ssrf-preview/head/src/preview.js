export async function preview(url, fetchImpl = fetch) {
  if (!/^https?:\/\//.test(url)) return null;
  const html = await (await fetchImpl(url)).text();
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  return title.slice(0, 200);
}
