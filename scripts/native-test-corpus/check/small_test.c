/* One suite, its shape chosen by the SUITE environment variable (green, red, crash). Check has no
 * skip. Tests run in forked children (CK_FORK), so a crash needs CK_FORK=no to take the runner down. */
#include <check.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

static int is(const char *shape) {
  const char *s = getenv("SUITE");
  return strcmp(s ? s : "green", shape) == 0;
}

START_TEST(adds_numbers) { ck_assert_int_eq(1 + 1, 2); }
END_TEST
START_TEST(rejects_hash_skipped_rows) {
  if (is("red")) ck_assert_msg(1 == 2, "rejects #skipped rows");
}
END_TEST
START_TEST(unexpected_signal) {
  if (is("red")) raise(SIGSEGV);
}
END_TEST
START_TEST(dies) {
  if (is("crash")) abort();
}
END_TEST
START_TEST(unicode) { ck_assert_str_eq("名前", "名前"); }
END_TEST

int main(void) {
  Suite *s = suite_create("math");
  TCase *tc = tcase_create("core");
  tcase_add_test(tc, adds_numbers);
  tcase_add_test(tc, rejects_hash_skipped_rows);
  tcase_add_test(tc, unexpected_signal);
  tcase_add_test(tc, dies);
  tcase_add_test(tc, unicode);
  if (!is("none")) suite_add_tcase(s, tc);
  SRunner *sr = srunner_create(s);
  const char *xml = getenv("CHECK_XML");
  if (xml) srunner_set_xml(sr, xml);
  srunner_run_all(sr, CK_VERBOSE);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
