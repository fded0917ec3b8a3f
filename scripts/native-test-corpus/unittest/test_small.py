# One suite, four shapes: SUITE=green|red|skipped|crash picks which tests pass, fail, skip or kill
# the interpreter (so the runner dies before its summary).
import os
import unittest

SUITE = os.environ.get("SUITE", "green")


def only(*suites):
    return unittest.skipUnless(SUITE in suites, f"not in the {SUITE} suite")


class MathTest(unittest.TestCase):
    def setUp(self):
        if SUITE == "skipped":
            self.skipTest("every test skipped")

    def test_adds_numbers(self):
        self.assertEqual(1 + 1, 2)

    @unittest.skip("skipped test")
    def test_skipped(self):
        pass

    @only("red")
    def test_rejects_hash_skipped_rows(self):
        self.assertEqual(1, 2, "rejects #skipped rows")

    @only("red")
    def test_unexpected_exception(self):
        raise ValueError("deep failure")

    @only("crash")
    def test_dies(self):
        os.abort()

    def test_unicode_名前(self):
        self.assertEqual("名前", "名前")
