package corpus;

/** A class with no tests: the "none" shape. */
public class NoTests {}
