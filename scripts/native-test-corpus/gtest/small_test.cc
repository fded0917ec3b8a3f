// One suite, its shape chosen by the SUITE environment variable (green, red, skipped, crash).
#include <gtest/gtest.h>

#include <cstdlib>
#include <stdexcept>
#include <string>

static std::string Suite() {
  const char* s = std::getenv("SUITE");
  return s ? s : "green";
}

class Math : public ::testing::Test {
 protected:
  void SetUp() override {
    if (Suite() == "skipped") GTEST_SKIP() << "every test skipped";
  }
};

TEST_F(Math, AddsNumbers) { EXPECT_EQ(2, 1 + 1); }
TEST_F(Math, SkippedTest) { GTEST_SKIP() << "skipped test"; }
TEST_F(Math, RejectsHashSkippedRows) {
  if (Suite() == "red") EXPECT_EQ(2, 1) << "rejects #skipped rows";
}
TEST_F(Math, UnexpectedException) {
  if (Suite() == "red") throw std::runtime_error("deep failure");
}
TEST_F(Math, Dies) {
  // The process aborts mid-run: no summary is printed.
  if (Suite() == "crash") std::abort();
}
class Deep : public Math {};
TEST_F(Deep, Unicode) { EXPECT_STREQ("名前", "名前"); }
