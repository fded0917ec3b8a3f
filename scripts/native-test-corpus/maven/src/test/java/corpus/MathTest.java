package corpus;

import static org.junit.Assert.assertEquals;
import static org.junit.Assume.assumeFalse;

import org.junit.Before;
import org.junit.Ignore;
import org.junit.Test;

/** One suite, its shape chosen by the SUITE environment variable (green, red, skipped, flaky, crash). */
public class MathTest {
  static final String SUITE = System.getenv().getOrDefault("SUITE", "green");

  @Before
  public void everyTestSkipped() {
    assumeFalse("every test skipped", SUITE.equals("skipped"));
  }

  @Test
  public void addsNumbers() {
    assertEquals(2, 1 + 1);
  }

  @Test
  @Ignore("skipped test")
  public void skippedTest() {}

  @Test
  public void rejectsHashSkippedRows() {
    if (SUITE.equals("red")) assertEquals("rejects #skipped rows", 2, 1);
  }

  @Test
  public void unexpectedException() {
    if (SUITE.equals("red")) throw new IllegalStateException("deep failure");
  }

  @Test
  public void unicode名前() {
    assertEquals("名前", "名前");
  }

  @Test
  public void forkedVmDies() {
    // The forked test JVM exits mid-run: Surefire loses it before its summary.
    if (SUITE.equals("crash")) System.exit(3);
  }
}
