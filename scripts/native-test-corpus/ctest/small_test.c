/* One test per run: argv[1] names it, SUITE (green, red, skipped, crash) picks the shape. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef BROKEN
#error "the crash shape: this source does not compile"
#endif

int main(int argc, char **argv) {
  const char *suite = getenv("SUITE") ? getenv("SUITE") : "green";
  const char *name = argc > 1 ? argv[1] : "";
  if (strcmp(suite, "skipped") == 0 || strcmp(name, "skipped_test") == 0) {
    puts("skipped test");
    return 77;
  }
  if (strcmp(suite, "red") == 0 && strcmp(name, "rejects_hash_skipped_rows") == 0) {
    fprintf(stderr, "rejects #skipped rows: expected 2, got 1\n");
    return 1;
  }
  if (strcmp(suite, "red") == 0 && strcmp(name, "unexpected_signal") == 0) raise(SIGSEGV);
  printf("%s passed\n", name);
  return 0;
}
