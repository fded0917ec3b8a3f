package corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** One suite, its shape chosen by the SUITE environment variable (green, red, skipped, crash). */
class MathTest {
  static final String SUITE = System.getenv().getOrDefault("SUITE", "green");

  @BeforeEach
  void everyTestSkipped() {
    assumeFalse(SUITE.equals("skipped"), "every test skipped");
  }

  @Test
  void addsNumbers() {
    assertEquals(2, 1 + 1);
  }

  @Test
  @Disabled("skipped test")
  void skippedTest() {}

  @Test
  @DisplayName("rejects #skipped rows")
  void rejectsHashSkippedRows() {
    assertEquals(2, SUITE.equals("red") ? 1 : 2, "rejects #skipped rows");
  }

  @Test
  void unexpectedException() {
    if (SUITE.equals("red")) throw new IllegalStateException("deep failure");
  }

  @Test
  void dies() {
    // The JVM exits mid-run: the launcher never prints its summary.
    if (SUITE.equals("crash")) System.exit(3);
  }

  @Nested
  class Deep {
    @Test
    @DisplayName("keeps ünïcode 名前")
    void unicode() {
      assertEquals("名前", "名前");
    }
  }
}
