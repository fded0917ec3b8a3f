package corpus;

import static org.testng.Assert.assertEquals;

import org.testng.SkipException;
import org.testng.annotations.BeforeMethod;
import org.testng.annotations.Test;

/** One suite, its shape chosen by the SUITE environment variable (green, red, skipped, crash). */
public class MathTest {
  static final String SUITE = System.getenv().getOrDefault("SUITE", "green");

  @BeforeMethod
  public void everyTestSkipped() {
    if (SUITE.equals("skipped")) throw new SkipException("every test skipped");
  }

  @Test
  public void addsNumbers() {
    assertEquals(1 + 1, 2);
  }

  @Test(enabled = false)
  public void disabledTest() {}

  @Test
  public void skippedTest() {
    throw new SkipException("skipped test");
  }

  @Test(description = "rejects #skipped rows")
  public void rejectsHashSkippedRows() {
    assertEquals(SUITE.equals("red") ? 1 : 2, 2, "rejects #skipped rows");
  }

  @Test
  public void unexpectedException() {
    if (SUITE.equals("red")) throw new IllegalStateException("deep failure");
  }

  @Test
  public void dies() {
    // The JVM exits mid-run: TestNG never prints its summary.
    if (SUITE.equals("crash")) System.exit(3);
  }
}
