/* One suite, its shape chosen by the SUITE environment variable (green, red, skipped, none, crash).
 * CUnit has no skip of its own: an inactive test is its nearest, and SUITE=skipped deactivates all. */
#include <CUnit/Basic.h>
#include <stdlib.h>
#include <string.h>

static int is(const char *shape) {
  const char *s = getenv("SUITE");
  return strcmp(s ? s : "green", shape) == 0;
}

static void adds_numbers(void) { CU_ASSERT_EQUAL(1 + 1, 2); }
static void inactive_test(void) { CU_FAIL("never runs"); }
static void rejects_hash_skipped_rows(void) {
  if (is("red")) CU_ASSERT_EQUAL_FATAL(1, 2);
}
static void second_assertion(void) {
  if (is("red")) CU_ASSERT_STRING_EQUAL("deep", "failure");
}
static void dies(void) {
  if (is("crash")) abort();
}

int main(void) {
  if (CU_initialize_registry() != CUE_SUCCESS) return CU_get_error();
  CU_pSuite s = CU_add_suite("math", NULL, NULL);
  if (!is("none")) {
    CU_add_test(s, "adds numbers", adds_numbers);
    CU_pTest off = CU_add_test(s, "inactive test", inactive_test);
    CU_set_test_active(off, CU_FALSE);
    CU_add_test(s, "rejects #skipped rows", rejects_hash_skipped_rows);
    CU_add_test(s, "second assertion", second_assertion);
    CU_add_test(s, "dies", dies);
  }
  if (is("skipped")) CU_set_suite_active(s, CU_FALSE);
  CU_basic_set_mode(CU_BRM_VERBOSE);
  CU_basic_run_tests();
  unsigned failed = CU_get_number_of_tests_failed();
  CU_cleanup_registry();
  return failed == 0 ? 0 : 1;
}
