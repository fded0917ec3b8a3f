// One suite, its shape chosen by the SUITE environment variable (green, red, crash). Catch2 v2
// has no skip: tests tagged [.] are hidden and not run.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#include <cstdlib>
#include <stdexcept>
#include <string>

static std::string Suite() {
  const char* s = std::getenv("SUITE");
  return s ? s : "green";
}

TEST_CASE("adds numbers", "[math]") { REQUIRE(1 + 1 == 2); }
TEST_CASE("hidden test", "[.][math]") { REQUIRE(false); }
TEST_CASE("rejects #skipped rows", "[math]") {
  if (Suite() == "red") REQUIRE(1 == 2);
}
TEST_CASE("unexpected exception", "[math]") {
  if (Suite() == "red") throw std::runtime_error("deep failure");
}
TEST_CASE("dies", "[math]") {
  if (Suite() == "crash") std::abort();
}
TEST_CASE("unicode 名前", "[deep]") {
  SECTION("nested section") { REQUIRE(std::string("名前") == "名前"); }
}
