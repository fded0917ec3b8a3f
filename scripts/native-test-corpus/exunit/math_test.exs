# One suite, its shape chosen by the SUITE environment variable (green, red, skipped, crash).
# Run as a plain script: ExUnit starts here and runs the module when the script ends.
suite = System.get_env("SUITE", "green")
colors = System.get_env("EXUNIT_COLOR") == "1"
ExUnit.start(colors: [enabled: colors], seed: 1, trace: true)

defmodule MathTest do
  use ExUnit.Case

  @suite suite
  # Under SUITE=skipped every test carries the skip tag.
  @moduletag if(suite == "skipped", do: :skip, else: :corpus)
  # Under SUITE=crash the module raises while it is defined: an exception outside any test.
  if suite == "crash", do: raise(RuntimeError, "cannot load fixture data")

  test "adds numbers" do
    assert 1 + 1 == 2
  end

  @tag :skip
  test "skipped test" do
    flunk("never runs")
  end

  test "rejects #skipped rows" do
    assert if(@suite == "red", do: 1, else: 2) == 2, "rejects #skipped rows"
  end

  test "raises unexpectedly" do
    if @suite == "red", do: raise(ArgumentError, "deep failure")
  end

  test "keeps ünïcode 名前" do
    assert "名前" == "名前"
  end
end
