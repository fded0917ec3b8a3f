export function profileCard(user) {
  return `<div class="card"><h2>${user.name}</h2></div>`;
}
