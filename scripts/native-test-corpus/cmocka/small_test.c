/* One suite, its shape chosen by the SUITE environment variable (green, red, skipped, none, crash). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

static int is(const char *shape) {
  const char *s = getenv("SUITE");
  return strcmp(s ? s : "green", shape) == 0;
}

static void adds_numbers(void **state) {
  (void)state;
  if (is("skipped")) skip();
  assert_int_equal(1 + 1, 2);
}
static void skipped_test(void **state) {
  (void)state;
  skip();
}
static void rejects_hash_skipped_rows(void **state) {
  (void)state;
  if (is("skipped")) skip();
  if (is("red")) assert_int_equal(1, 2);
}
static void unexpected_signal(void **state) {
  (void)state;
  if (is("skipped")) skip();
  if (is("red")) {
    volatile int *nowhere = NULL;
    *nowhere = 1;
  }
}
static void dies(void **state) {
  (void)state;
  if (is("skipped")) skip();
  if (is("crash")) exit(3);
}
static void unicode(void **state) {
  (void)state;
  if (is("skipped")) skip();
  assert_string_equal("名前", "名前");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(adds_numbers),      cmocka_unit_test(skipped_test),
      cmocka_unit_test(rejects_hash_skipped_rows), cmocka_unit_test(unexpected_signal),
      cmocka_unit_test(dies),              cmocka_unit_test(unicode),
  };
  /* No test in the group: the macro's element count replaced by zero. */
  if (is("none")) return _cmocka_run_group_tests("math", tests, 0, NULL, NULL);
  return cmocka_run_group_tests_name("math", tests, NULL, NULL);
}
