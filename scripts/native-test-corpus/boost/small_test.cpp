// One suite, its shape chosen by the SUITE environment variable (green, red, skipped, crash).
#define BOOST_TEST_MODULE corpus
#include <boost/test/included/unit_test.hpp>

#include <cstdlib>
#include <stdexcept>
#include <string>

namespace utf = boost::unit_test;

static std::string Suite() {
  const char* s = std::getenv("SUITE");
  return s ? s : "green";
}
static bool NotSkipped() { return Suite() != "skipped"; }
struct EnabledUnlessSkipped {
  utf::assertion_result operator()(utf::test_unit_id) { return utf::assertion_result(NotSkipped()); }
};

BOOST_AUTO_TEST_SUITE(math, *utf::precondition(EnabledUnlessSkipped()))
BOOST_AUTO_TEST_CASE(adds_numbers) { BOOST_TEST(1 + 1 == 2); }
BOOST_AUTO_TEST_CASE(skipped_test, *utf::disabled()) { BOOST_TEST(false); }
BOOST_AUTO_TEST_CASE(rejects_hash_skipped_rows) {
  if (Suite() == "red") BOOST_TEST(1 == 2, "rejects #skipped rows");
}
BOOST_AUTO_TEST_CASE(unexpected_exception) {
  if (Suite() == "red") throw std::runtime_error("deep failure");
}
BOOST_AUTO_TEST_CASE(dies) {
  // Exits from inside a test: Boost.Test cannot report past it.
  if (Suite() == "crash") std::_Exit(3);
}
BOOST_AUTO_TEST_SUITE_END()
