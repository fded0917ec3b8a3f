export function schedule(job, seconds) {
  return { job, seconds };
}
