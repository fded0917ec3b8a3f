# One suite, its shape chosen by the SUITE environment variable (green, red, skipped, crash).
SUITE = ENV.fetch('SUITE', 'green')
raise LoadError, 'cannot load such file -- missing_helper' if SUITE == 'crash'

RSpec.describe 'math' do
  before { skip 'every test skipped' if SUITE == 'skipped' }

  it('adds numbers') { expect(1 + 1).to eq(2) }
  it('skipped test') { skip 'skipped test' }
  it('rejects #skipped rows') { expect(SUITE == 'red' ? 1 : 2).to eq(2), 'rejects #skipped rows' }
  it('raises unexpectedly') { raise ArgumentError, 'deep failure' if SUITE == 'red' }

  describe 'deep' do
    it('keeps ünïcode 名前') { expect('名前').to eq('名前') }
  end
end
