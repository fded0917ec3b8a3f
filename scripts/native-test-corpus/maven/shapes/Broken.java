package corpus;

/** Copied into the suite for the compile-failure shape: it does not compile. */
public class Broken {
  int answer() { return "forty-two"; }
}
