export async function upload(client, file) {
  return client.put(file.name, file.body);
}
