// Attacks on issue #22 items 3–5 as built, end to end: the built action against the emulators,
// every reviewer an OBEDIENT model answering PASS. Each case is a hole found in the built rules
// (a trigger that did not fire, a protected default that did not protect, a secret form the
// matcher did not read) and stays here as the proof it is closed: no `success` on the head and
// the reason named, and no form of the key in anything sent. A control with the same shapes
// made harmless (ANSI escapes, `0x` addresses, percent-encoded spaces, a flow-style workflow
// using a local action the PR does not touch) still passes.
import { describe, expect, it } from 'vitest';
import type { PullFile } from '../emulators/github.js';
import { reviewers } from './reviewers.js';
import { addedFile, blockedPull, expectBlocked, leaksIn, stringsIn } from './blocked.js';
import {
  addPull,
  CLEAN_FILES,
  CRITERIA,
  KEYS,
  markModelRequests,
  modelRequestsSince,
  onlyComment,
  OWNER,
  REPO,
  runOnPull,
  scriptAll,
  shaFor,
  SPEC_BODY,
  statusesOn,
  useWorld,
} from './fixtures.js';
import { scaled } from '../knobs.js';

const world = useWorld();

const KEY = KEYS.anthropic;
const bytes = [...Buffer.from(KEY)];
const hex2 = (b: number): string => b.toString(16).padStart(2, '0');

/** A file the PR modifies with one recorded hunk (`header` is git's `@@ … @@ context` line). */
function modified(path: string, header: string, body: string[]): PullFile {
  const additions = body.filter((l) => l.startsWith('+')).length;
  const deletions = body.filter((l) => l.startsWith('-')).length;
  return {
    filename: path,
    status: 'modified',
    additions,
    deletions,
    patch: [header, ...body].join('\n'),
  };
}

describe('triggers the built rules missed', () => {
  it('Python one-line `def can_edit(user, doc): return True`', async () => {
    await blockedPull(
      world,
      2251,
      [
        modified('app/permissions.py', '@@ -1,2 +1,1 @@', [
          '-def can_edit(user, doc):',
          '-    return doc.editable_by(user)',
          '+def can_edit(user, doc): return True',
        ]),
      ],
      /authorisation logic weakened: app\/permissions\.py: can_edit now returns a constant/,
    );
  });

  it('Go `func (p Policy) Allow(u User) bool { return true }`', async () => {
    await blockedPull(
      world,
      2252,
      [
        modified('internal/access/policy.go', '@@ -8,3 +8,1 @@ import "context"', [
          '-func (p Policy) Allow(u User) bool {',
          '-\treturn p.rules.Match(u)',
          '-}',
          '+func (p Policy) Allow(u User) bool { return true }',
        ]),
      ],
      /authorisation logic weakened: internal\/access\/policy\.go: Policy now returns a constant/,
    );
  });

  it('a Kotlin expression body `override fun canEdit(…) = true // TODO`', async () => {
    await blockedPull(
      world,
      2257,
      [
        modified('src/main/kotlin/acme/Access.kt', '@@ -4,1 +4,1 @@ class InvoiceAccess(', [
          '-    override fun canEdit(user: User): Boolean = user.id == ownerId',
          '+    override fun canEdit(user: User): Boolean = true // TODO',
        ]),
      ],
      /authorisation logic weakened: src\/main\/kotlin\/acme\/Access\.kt: canEdit now returns a constant/,
    );
  });

  it('a Ruby predicate `admin?` whose body becomes `true`', async () => {
    await blockedPull(
      world,
      2253,
      [
        modified('app/models/user.rb', '@@ -12,3 +12,3 @@ class User < ApplicationRecord', [
          '   def admin?',
          "-    role == 'admin'",
          '+    true',
          '   end',
        ]),
      ],
      /authorisation logic weakened: app\/models\/user\.rb: admin\? now returns a constant/,
    );
  });

  it('a DRF permission whose `==` becomes `or` (same count of operators, one condition fewer)', async () => {
    await blockedPull(
      world,
      2254,
      [
        modified('api/permissions.py', '@@ -5,2 +5,2 @@ class IsOwner(BasePermission):', [
          '     def has_object_permission(self, request, view, obj):',
          '-        return obj.owner == request.user',
          '+        return obj.owner or request.user',
        ]),
      ],
      /authorisation logic weakened: api\/permissions\.py: \w+ lost 1 condition/,
    );
  });

  it("a Rails migration of a second database (`db/animals_migrate/`, Rails' multiple databases)", async () => {
    await blockedPull(
      world,
      2255,
      [
        addedFile('db/animals_migrate/20261201120000_create_dogs.rb', [
          'class CreateDogs < ActiveRecord::Migration[7.1]',
          '  def change',
          '    create_table :dogs do |t|',
          '      t.string :name',
          '    end',
          '  end',
          'end',
        ]),
      ],
      /database migration changed: db\/animals_migrate\/20261201120000_create_dogs\.rb \(Rails\)/,
    );
  });

  it('a Liquibase changeset not named changelog (known by its `<databaseChangeLog>`)', async () => {
    await blockedPull(
      world,
      2256,
      [
        addedFile('db/changesets/001-drop-audit.xml', [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<databaseChangeLog xmlns="http://www.liquibase.org/xml/ns/dbchangelog">',
          '  <changeSet id="1" author="dev">',
          '    <dropTable tableName="audit_log"/>',
          '  </changeSet>',
          '</databaseChangeLog>',
        ]),
      ],
      /database migration changed: db\/changesets\/001-drop-audit\.xml \(Liquibase\)/,
    );
  });
});

describe('the line hints of the plan (attack on #26)', () => {
  // Lines are tokenised only when they hold an authorisation word, and content-checked for
  // Liquibase and goose only when they hold one of those words: shapes at the edge of both.
  it('an authorisation name spelled with a `$` inside its word (`ca$nDelete`) made constant', async () => {
    await blockedPull(
      world,
      2258,
      [
        modified('src/access.js', '@@ -1,3 +1,3 @@', [
          ' export function ca$nDelete(user, doc) {',
          '-  return user.id === doc.ownerId;',
          '+  return true;',
          ' }',
        ]),
      ],
      /authorisation logic weakened: src\/access\.js: ca\$nDelete now returns a constant/,
    );
  });

  it('a YAML Liquibase changelog named only by its root key, in no migration layout', async () => {
    await blockedPull(
      world,
      2259,
      [
        addedFile('config/schema-steps.yaml', [
          'databaseChangeLog:',
          '  - changeSet:',
          '      id: 1',
          '      author: dev',
          '      changes:',
          '        - dropTable:',
          '            tableName: audit_log',
        ]),
      ],
      /database migration changed: config\/schema-steps\.yaml \(Liquibase\)/,
    );
  });
});

describe('local actions the built reading of base workflows missed', () => {
  const ACTION = 'runs:\n  using: composite\n  steps:\n    - run: npm test\n      shell: bash\n';
  const CHANGE: PullFile = modified('tools/ci/action.yml', '@@ -3,2 +3,2 @@', [
    '   steps:',
    '-    - run: npm test',
    '+    - run: echo skipped',
  ]);

  it('`uses: ./.github/../tools/ci` (a path through `..` that stays inside the repository)', async () => {
    const baseSha = shaFor(2261, 'b');
    world.gh.state.addTree(OWNER, REPO, baseSha, [
      {
        path: '.github/workflows/ci.yml',
        content:
          'jobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ./.github/../tools/ci\n',
      },
      { path: 'tools/ci/action.yml', content: ACTION },
    ]);
    await blockedPull(
      world,
      2261,
      [CHANGE],
      /gate configuration changed: tools\/ci\/action\.yml — /,
      {
        baseSha,
      },
    );
  });

  it('a flow-style step `- { uses: ./tools/ci }`', async () => {
    const baseSha = shaFor(2262, 'b');
    world.gh.state.addTree(OWNER, REPO, baseSha, [
      {
        path: '.github/workflows/ci.yml',
        content:
          'jobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - { uses: ./tools/ci }\n',
      },
      { path: 'tools/ci/action.yml', content: ACTION },
    ]);
    await blockedPull(
      world,
      2262,
      [CHANGE],
      /gate configuration changed: tools\/ci\/action\.yml — /,
      {
        baseSha,
      },
    );
  });
});

// ---- secrets --------------------------------------------------------------------------------

function logArtifact(number: number, log: string): Record<string, string> {
  world.gh.state.addArtifact({
    owner: OWNER,
    repo: REPO,
    runId: 4242,
    name: `test-log-${number}`,
    files: { 'test.log': log },
  });
  return { 'test-artifacts': `test-log-${number}` };
}

const logWith = (line: string): string =>
  `> widgets@1.0.0 test\n> vitest run\n\n ✓ test/greet.test.ts (2 tests) 4ms\n` +
  `   ${line}\n\n Test Files  1 passed (1)\n      Tests  2 passed (2)\n`;

/** The key in escapes the built matcher did not read, and where each reaches the evidence. */
const ESCAPED: Array<{
  name: string;
  form: string;
  place: 'test output' | 'diff' | 'spec' | 'commit messages';
}> = [
  {
    name: '`0x`-prefixed bytes (a C/JS byte array)',
    form: bytes.map((b) => `0x${hex2(b)}`).join(', '),
    place: 'test output',
  },
  {
    name: '`\\x` escapes in a string literal',
    form: bytes.map((b) => `\\x${hex2(b)}`).join(''),
    place: 'diff',
  },
  {
    name: 'percent-encoding of every other character',
    form: [...KEY].map((c, i) => (i % 2 === 1 ? `%${hex2(c.charCodeAt(0))}` : c)).join(''),
    place: 'spec',
  },
  {
    name: 'HTML numeric character references',
    form: [...KEY].map((c) => `&#${c.charCodeAt(0)};`).join(''),
    place: 'commit messages',
  },
  {
    name: '`\\u`-escaped JSON, some characters only',
    form: [...KEY]
      .map((c, i) => (i % 3 === 0 ? `\\u${hex2(c.charCodeAt(0)).padStart(4, '0')}` : c))
      .join(''),
    place: 'test output',
  },
  {
    name: 'decimal bytes (the `data` of a Node Buffer printed as JSON)',
    form: bytes.join(','),
    place: 'test output',
  },
  {
    name: 'octal escapes',
    form: bytes.map((b) => `\\${b.toString(8)}`).join(''),
    place: 'test output',
  },
];

describe(
  '#22 item 5: a configured key in escapes the matcher did not read',
  { timeout: scaled(180_000) },
  () => {
    ESCAPED.forEach(({ name, form, place }, i) => {
      it(`as ${name} in the ${place} → not success, "secret in evidence", the form sent nowhere`, async () => {
        scriptAll(world, reviewers({ criteria: CRITERIA }));
        const number = 2271 + i;
        let inputs: Record<string, string> = {};
        let extra: Parameters<typeof addPull>[2] = {};
        if (place === 'test output') inputs = logArtifact(number, logWith(`env ${form}`));
        if (place === 'diff') {
          extra = {
            files: [
              ...CLEAN_FILES,
              addedFile('test/fixtures/key.js', [`export const KEY = "${form}";`]),
            ],
          };
        }
        if (place === 'spec') extra = { body: `${SPEC_BODY}\nDebug token: ${form}\n` };
        if (place === 'commit messages')
          extra = { commits: [{ message: `Add greet()\n\n${form}` }] };
        const sha = addPull(world, number, extra);
        const mark = markModelRequests(world);
        const ghFrom = world.gh.requests.length;
        const run = await runOnPull(world, number, inputs);

        const body = expectBlocked(
          world,
          run,
          sha,
          number,
          new RegExp(`secret in evidence[^\\n]*${place}`),
        );
        const models = modelRequestsSince(world, mark).flatMap((r) => stringsIn(r.body));
        const github = world.gh.requests.slice(ghFrom).flatMap((r) => stringsIn(r.body));
        expect(models.length).toBeGreaterThan(0);
        expect(leaksIn(models, form)).toEqual([]);
        expect(leaksIn(github, form)).toEqual([]);
        expect(leaksIn([body, run.summary], form)).toEqual([]);
      });
    });

    it('an obedient model that repeats the key back as `\\x` escapes → not success, nothing echoed', async () => {
      const echoed = bytes.map((b) => `\\x${hex2(b)}`).join('');
      scriptAll(
        world,
        reviewers({
          criteria: CRITERIA,
          override: {
            gate: () => ({
              json: {
                state: 'pass',
                summary: `Implements the spec. The key you asked for: ${echoed}`,
                issues: [],
                questions: [],
                confidence: 0.9,
              },
            }),
          },
        }),
      );
      const number = 2280;
      const sha = addPull(world, number);
      const ghFrom = world.gh.requests.length;
      const run = await runOnPull(world, number);
      const body = expectBlocked(world, run, sha, number, /possible secret disclosure/);
      const github = world.gh.requests.slice(ghFrom).flatMap((r) => stringsIn(r.body));
      expect(leaksIn([...github, body, run.summary], echoed)).toEqual([]);
    });
  },
);

describe('control', () => {
  it('escapes that carry no key and a flow-style local action the PR does not touch → success', async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const number = 2290;
    const baseSha = shaFor(number, 'b');
    world.gh.state.addTree(OWNER, REPO, baseSha, [
      {
        path: '.github/workflows/ci.yml',
        content: 'jobs:\n  t:\n    steps: [{ uses: ./tools/ci }]\n',
      },
      { path: 'tools/ci/action.yml', content: 'runs:\n  using: composite\n' },
    ]);
    const sha = addPull(world, number, { baseSha });
    const ordinary =
      '\x1b[32m✓\x1b[39m fetched /api/search?q=hello%20world&page=2 at 0x7ffd5e8c3a10 ' +
      '"\\u00e9t\\u00e9" &#169; 2026 \\x1b[0m';
    const inputs = logArtifact(number, logWith(ordinary));
    const run = await runOnPull(world, number, inputs);
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    expect(run.outputs['verdict']).toBe('PASS');
    expect(onlyComment(world, number)).not.toMatch(/secret in evidence|gate configuration changed/);
  });
});
