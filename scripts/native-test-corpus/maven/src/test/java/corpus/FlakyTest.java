package corpus;

import static org.junit.Assert.assertEquals;
import static org.junit.Assume.assumeFalse;

import org.junit.Before;
import org.junit.Test;

/** Under SUITE=flaky: one test that fails once then passes on re-run, one that fails every run. */
public class FlakyTest {
  private static int runs = 0;

  @Before
  public void everyTestSkipped() {
    assumeFalse("every test skipped", MathTest.SUITE.equals("skipped"));
  }

  @Test
  public void passesOnSecondRun() {
    runs++;
    if (MathTest.SUITE.equals("flaky")) assertEquals("flaky: fails on the first run only", 2, runs);
  }

  @Test
  public void failsEveryRun() {
    if (MathTest.SUITE.equals("flaky")) assertEquals("fails on every run", 2, 1);
  }
}
