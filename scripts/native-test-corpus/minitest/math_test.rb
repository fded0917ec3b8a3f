# One suite, its shape chosen by the SUITE environment variable (green, red, skipped, crash).
require 'minitest/autorun'

SUITE = ENV.fetch('SUITE', 'green')

class MathTest < Minitest::Test
  def setup
    skip 'every test skipped' if SUITE == 'skipped'
  end

  def test_adds_numbers
    assert_equal 2, 1 + 1
  end

  def test_skipped
    skip 'skipped test'
  end

  def test_rejects_hash_skipped_rows
    assert_equal 2, SUITE == 'red' ? 1 : 2, 'rejects #skipped rows'
  end

  def test_raises_unexpectedly
    raise ArgumentError, 'deep failure' if SUITE == 'red'
  end

  def test_unicode_名前
    assert_equal '名前', '名前'
  end

  def test_dies
    # The interpreter exits mid-run: minitest never prints its summary.
    exit!(3) if SUITE == 'crash'
  end
end
