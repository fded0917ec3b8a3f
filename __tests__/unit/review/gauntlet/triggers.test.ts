// Always-human triggers a maintainer would name (issue #22 item 3): migrations in each framework's
// real layout (fixtures under __tests__/fixtures/triggers/), removed access checks, authorisation
// logic weakened by shape, CODEOWNERS — and a clean change that raises none.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUnifiedDiff } from '../../../../src/evidence/diff.js';
import type { DiffFile } from '../../../../src/evidence/types.js';
import { alwaysHumanTriggers, computeSignals } from '../../../../src/plan/signals.js';
import {
  AUTHORISATION_NAMES_KEPT,
  diffTriggers,
  isAuthorisationName,
  mayNameAuthorisation,
  migrationFramework,
} from '../../../../src/plan/triggers.js';
import { propertyRuns } from '../../../knobs.js';

const FIXTURES = resolve(import.meta.dirname, '../../../fixtures/triggers');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** A file added whole, as a diff shows it. */
function added(path: string, text: string): DiffFile {
  const lines = text.replace(/\n$/, '').split('\n');
  return {
    path,
    status: 'added',
    additions: lines.length,
    deletions: 0,
    binary: false,
    patch: null,
    hunks: [
      {
        header: `@@ -0,0 +1,${lines.length} @@`,
        oldStart: 0,
        oldLines: 0,
        newStart: 1,
        newLines: lines.length,
        lines: lines.map((t, i) => ({ kind: '+' as const, line: i + 1, text: t })),
      },
    ],
  };
}

function diffFixture(name: string): DiffFile[] {
  return parseUnifiedDiff(readFileSync(join(FIXTURES, 'diffs', name), 'utf8'));
}

const FRAMEWORK_OF: Record<string, string> = {
  alembic: 'Alembic',
  django: 'Django',
  ecto: 'Ecto',
  flyway: 'Flyway',
  'golang-migrate': 'golang-migrate',
  goose: 'goose',
  knex: 'migrations directory',
  liquibase: 'Liquibase',
  prisma: 'Prisma',
  rails: 'Rails',
  sequelize: 'migrations directory',
  typeorm: 'migrations directory',
};

describe('migrations, in each framework’s layout', () => {
  const root = FIXTURES;
  const frameworks = readdirSync(root).filter((d) => d !== 'diffs' && d !== 'README.md');
  it('every framework folder is listed here', () => {
    expect(frameworks.sort()).toEqual(Object.keys(FRAMEWORK_OF).sort());
  });
  for (const framework of frameworks) {
    it(`${framework}: every fixture file raises a migration trigger naming the framework`, () => {
      const dir = join(root, framework);
      for (const full of filesUnder(dir)) {
        const path = relative(dir, full);
        const triggers = diffTriggers([added(path, readFileSync(full, 'utf8'))]);
        expect(triggers, path).toEqual([expect.stringMatching(/^database migration changed: /)]);
        expect(triggers[0], path).toContain(`${path} (${FRAMEWORK_OF[framework]}`);
        expect(
          alwaysHumanTriggers(
            computeSignals({ files: [added(path, 'x')], source: 'diff', complete: true }),
          ).length,
        ).toBeGreaterThan(0);
      }
    });
  }

  it('a deleted or renamed-away migration counts; ordinary paths do not', () => {
    expect(migrationFramework('db/migrate/20240101_x.rb')).toBe('Rails');
    expect(migrationFramework('src/db/migrate.rb')).toBeNull();
    expect(migrationFramework('CHANGELOG.md')).toBeNull();
    expect(migrationFramework('docs/versions.md')).toBeNull();
    expect(migrationFramework('V2__x.md')).toBeNull();
    const renamed: DiffFile = {
      ...added('archive/old.rb', ''),
      status: 'renamed',
      oldPath: 'db/migrate/1_old.rb',
    };
    expect(diffTriggers([renamed])).toEqual([
      'database migration changed: db/migrate/1_old.rb (Rails)',
    ]);
  });
});

describe('removed lines as well as added ones', () => {
  it('a routes file whose only change removes `router.use(requireAuth)`', () => {
    expect(diffTriggers(diffFixture('removed-middleware.diff'))).toEqual([
      'access check removed: src/routes/index.ts: middleware `router.use(requireAuth);`',
    ]);
  });

  it('a removed before_action, decorator and guard', () => {
    expect(diffTriggers(diffFixture('removed-before-action.diff'))).toEqual([
      'access check removed: app/controllers/invoices_controller.rb: filter `before_action :authenticate_user!`',
    ]);
    expect(diffTriggers(diffFixture('removed-decorator.diff'))).toEqual([
      'access check removed: billing/views.py: decorator `@login_required`',
    ]);
    expect(diffTriggers(diffFixture('removed-guard.diff'))).toEqual([
      'access check removed: src/admin/admin.controller.ts: decorator `@UseGuards(RolesGuard)`',
    ]);
  });

  it('[Authorize] replaced by [AllowAnonymous] is both a removal and a switch-off', () => {
    expect(diffTriggers(diffFixture('authorize-to-anonymous.diff'))).toEqual([
      'access check removed: Controllers/InvoicesController.cs: attribute `[Authorize]`',
      'access check switched off: Controllers/InvoicesController.cs: `[AllowAnonymous]`',
    ]);
  });

  it('a guard line moved within the file is not a removal', () => {
    const files = parseUnifiedDiff(
      [
        'diff --git a/src/r.ts b/src/r.ts',
        '--- a/src/r.ts',
        '+++ b/src/r.ts',
        '@@ -1,3 +1,3 @@',
        '-router.use(requireAuth);',
        ' router.get("/a", a);',
        '+router.use(requireAuth);',
        ' router.get("/b", b);',
        '',
      ].join('\n'),
    );
    expect(diffTriggers(files)).toEqual([]);
  });
});

describe('authorisation logic by shape, without the words auth, token or session', () => {
  it('a `can*` function turned into `() => true`', () => {
    expect(diffTriggers(diffFixture('authorisation-constant.diff'))).toEqual([
      'authorisation logic weakened: src/invoices/access.ts: canEditInvoice now returns a constant',
    ]);
  });

  it('a role comparison dropped from a `can*` function', () => {
    expect(diffTriggers(diffFixture('authorisation-lost-condition.diff'))).toEqual([
      'authorisation logic weakened: src/invoices/access.ts: canEditInvoice lost 1 condition(s)',
    ]);
  });

  it('names by shape', () => {
    for (const name of [
      'canEdit',
      'can_delete',
      'isAdmin',
      'isSuperAdmin',
      'is_org_admin',
      'hasRole',
      'has_any_roles',
      'checkPermission',
      'PERMISSIONS',
      'authorize',
      'authoriseRequest',
      'InvoicePolicy',
    ]) {
      expect(isAuthorisationName(name), name).toBe(true);
    }
    for (const name of ['candidate', 'cancel', 'isEmpty', 'hash', 'author', 'policyNumber', 'is']) {
      expect(isAuthorisationName(name), name).toBe(false);
    }
  });

  it('answers an identifier it has seen the same way again (the answers are kept by name)', () => {
    const names = ['canEdit', 'cancel', 'isAdmin', 'isEmpty', 'InvoicePolicy', 'policyNumber'];
    const first = names.map((n) => isAuthorisationName(n));
    expect(first).toEqual([true, false, true, false, true, false]);
    expect(names.map((n) => isAuthorisationName(n))).toEqual(first);
    // Names that differ only in case are different names, with their own answers: `canEdit` is
    // `can` + `edit`, `canedit` one word.
    expect(isAuthorisationName('canedit')).toBe(false);
    expect(isAuthorisationName('CanEdit')).toBe(true);
  });

  it('past the names it keeps, an authorisation function made constant still fires', () => {
    // More distinct names than are kept, before the one that matters: it is judged afresh.
    const filler = Array.from(
      { length: Math.ceil((AUTHORISATION_NAMES_KEPT + 5_000) / 20) },
      (_, line) => ` ${Array.from({ length: 20 }, (_, k) => `filler${line}x${k}`).join(' ')}`,
    );
    const files = parseUnifiedDiff(
      [
        'diff --git a/src/names.ts b/src/names.ts',
        '--- a/src/names.ts',
        '+++ b/src/names.ts',
        `@@ -1,${filler.length + 1} +1,${filler.length + 1} @@`,
        ...filler,
        '-const unused = 1;',
        '+const unused = 2;',
        'diff --git a/src/refunds.ts b/src/refunds.ts',
        '--- a/src/refunds.ts',
        '+++ b/src/refunds.ts',
        '@@ -1,3 +1,3 @@',
        ' export function canApproveRefundAfterFiller(u, r) {',
        '-  return u.team === r.team;',
        '+  return true;',
        ' }',
        '',
      ].join('\n'),
    );
    expect(diffTriggers(files)).toEqual([
      'authorisation logic weakened: src/refunds.ts: canApproveRefundAfterFiller now returns a constant',
    ]);
  });

  it('property: any authorisation-shaped function whose body becomes `return true` fires', () => {
    const stem = fc.stringMatching(/^[A-Z][a-z]{1,8}$/);
    const shaped = fc.oneof(
      stem.map((s) => `can${s}`),
      stem.map((s) => `is${s}Admin`),
      stem.map((s) => `has${s}Role`),
      stem.map((s) => `${s.toLowerCase()}Permission`),
      stem.map((s) => `authorize${s}`),
      stem.map((s) => `${s}Policy`),
    );
    fc.assert(
      fc.property(shaped, fc.stringMatching(/^[a-z]{1,8}$/), (name, field) => {
        const files = parseUnifiedDiff(
          [
            'diff --git a/src/p.ts b/src/p.ts',
            '--- a/src/p.ts',
            '+++ b/src/p.ts',
            '@@ -1,3 +1,3 @@',
            ` export function ${name}(u, r) {`,
            `-  return u.${field} === r.${field};`,
            '+  return true;',
            ' }',
            '',
          ].join('\n'),
        );
        expect(diffTriggers(files)).toEqual([
          `authorisation logic weakened: src/p.ts: ${name} now returns a constant`,
        ]);
      }),
      { numRuns: propertyRuns() },
    );
  });
});

describe('shapes the first build missed (attack on #22)', () => {
  /** One modified file from a hunk's lines (`-`, `+`, ` ` prefixed), as git prints them. */
  function changed(path: string, header: string, body: string[]): DiffFile[] {
    return parseUnifiedDiff(
      [
        `diff --git a/${path} b/${path}`,
        `--- a/${path}`,
        `+++ b/${path}`,
        header,
        ...body,
        '',
      ].join('\n'),
    );
  }

  it('one-line constant bodies: Python `: return True`, Go/Java `{ return true }`, Ruby `= true`', () => {
    expect(
      diffTriggers(
        changed('app/permissions.py', '@@ -1,2 +1,1 @@', [
          '-def can_edit(user, doc):',
          '-    return doc.editable_by(user)',
          '+def can_edit(user, doc): return True',
        ]),
      ),
    ).toEqual([
      'authorisation logic weakened: app/permissions.py: can_edit now returns a constant',
    ]);
    expect(
      diffTriggers(
        changed('policy.go', '@@ -1,3 +1,1 @@', [
          '-func (p Policy) Allow(u User) bool {',
          '-\treturn p.rules.Match(u)',
          '-}',
          '+func (p Policy) Allow(u User) bool { return true }',
        ]),
      ),
    ).toEqual(['authorisation logic weakened: policy.go: Policy now returns a constant']);
    expect(
      diffTriggers(
        changed('app/models/user.rb', '@@ -1 +1 @@', [
          '-  def can_edit?(doc) = doc.editable_by?(self)',
          '+  def can_edit?(doc) = true',
        ]),
      ),
    ).toEqual([
      'authorisation logic weakened: app/models/user.rb: can_edit? now returns a constant',
    ]);
    expect(
      diffTriggers(
        changed('src/main/kotlin/Access.kt', '@@ -1 +1 @@', [
          '-    override fun canEdit(user: User): Boolean = user.id == ownerId',
          '+    override fun canEdit(user: User): Boolean = true // TODO',
        ]),
      ),
    ).toEqual([
      'authorisation logic weakened: src/main/kotlin/Access.kt: canEdit now returns a constant',
    ]);
    expect(
      diffTriggers(
        changed('app/permissions.py', '@@ -1 +1 @@', [
          '-def can_view(user, doc): return doc.visible_to(user)',
          '+def can_view(user, doc): return True  # temporary',
        ]),
      ),
    ).toEqual([
      'authorisation logic weakened: app/permissions.py: can_view now returns a constant',
    ]);
    // A comparison with true is not a constant body.
    expect(
      diffTriggers(
        changed('app/permissions.py', '@@ -1 +1 @@', [
          '-def can_view(user): return user.active',
          '+def can_view(user): return user.active == True',
        ]),
      ),
    ).toEqual([]);
  });

  it("Ruby's admin predicates and Django's superuser/staff flags are authorisation names", () => {
    for (const name of ['admin?', 'super_admin?', 'superuser?', 'is_superuser', 'is_staff']) {
      expect(isAuthorisationName(name), name).toBe(true);
    }
    for (const name of ['empty?', 'valid?', 'staffing', 'is_active']) {
      expect(isAuthorisationName(name), name).toBe(false);
    }
  });

  it('`==` becoming `or` loses a condition (`||`/`or` widen, they are not counted)', () => {
    expect(
      diffTriggers(
        changed('api/permissions.py', '@@ -5,2 +5,2 @@ class IsOwner:', [
          '     def has_object_permission(self, request, view, obj):',
          '-        return obj.owner == request.user',
          '+        return obj.owner or request.user',
        ]),
      ),
    ).toEqual([
      'authorisation logic weakened: api/permissions.py: has_object_permission lost 1 condition(s)',
    ]);
  });

  it("Rails' further databases, a Liquibase changeset by its content, drizzle-kit's output", () => {
    expect(migrationFramework('db/animals_migrate/20261201120000_create_dogs.rb')).toBe('Rails');
    expect(migrationFramework('db/animals_migrate/notes.md')).toBeNull();
    expect(migrationFramework('drizzle/0000_lonely_wolverine.sql')).toBe('Drizzle');
    expect(migrationFramework('drizzle/meta/_journal.json')).toBe('Drizzle');
    expect(
      diffTriggers([
        added(
          'db/changesets/001-drop-audit.xml',
          '<databaseChangeLog xmlns="http://www.liquibase.org/xml/ns/dbchangelog">\n</databaseChangeLog>',
        ),
      ]),
    ).toEqual(['database migration changed: db/changesets/001-drop-audit.xml (Liquibase)']);
    expect(
      diffTriggers([added('db/changes/002.sql', '--liquibase formatted sql\n--changeset dev:2\n')]),
    ).toEqual(['database migration changed: db/changes/002.sql (Liquibase)']);
    // YAML names only the root key: no "liquibase" anywhere in the file.
    expect(
      diffTriggers([added('config/schema-steps.yaml', 'databaseChangeLog:\n  - changeSet:\n')]),
    ).toEqual(['database migration changed: config/schema-steps.yaml (Liquibase)']);
  });

  it('property: hostile one-line bodies (`{`, `: return`, `def … =`, spaces) are read in one pass', () => {
    const unit = fc.constantFrom('{ ', ': return ', 'def x', '= ', ' ', 'true ', '{ return true ;');
    fc.assert(
      fc.property(unit, fc.integer({ min: 1, max: 20_000 }), (u, n) => {
        const line = `${u.repeat(n)}x`;
        const files = changed('src/acl.ts', '@@ -1 +1 @@ function canEdit() {', [
          `-${line}`,
          `+${line}y`,
        ]);
        expect(Array.isArray(diffTriggers(files))).toBe(true);
      }),
      { numRuns: propertyRuns() },
    );
  });
});

describe('CODEOWNERS and the clean control', () => {
  it('deleting .github/CODEOWNERS is a trigger', () => {
    expect(diffTriggers(diffFixture('deleted-codeowners.diff'))).toEqual([
      'CODEOWNERS changed: .github/CODEOWNERS (removed)',
    ]);
  });

  it('a clean change raises no trigger', () => {
    expect(diffTriggers(diffFixture('clean.diff'))).toEqual([]);
    expect(
      alwaysHumanTriggers(
        computeSignals({ files: diffFixture('clean.diff'), source: 'diff', complete: true }),
      ),
    ).toEqual([]);
  });
});

describe('linear on hostile input', () => {
  it('property: arbitrary lines never throw and a trigger list is returned', () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc
        .constantFrom('_', '__', 'V1', 'A', 'a', '=', '>', '(', '@', '-- +goose ', 'can')
        .chain((unit) => fc.integer({ min: 1, max: 3000 }).map((n) => unit.repeat(n))),
    );
    fc.assert(
      fc.property(hostile, hostile, (path, line) => {
        const file: DiffFile = {
          ...added(path === '' ? 'x' : path, line),
          hunks: [
            {
              header: `@@ -1 +1 @@ ${line}`,
              oldStart: 1,
              oldLines: 1,
              newStart: 1,
              newLines: 1,
              lines: [
                { kind: '-', line: 1, text: line },
                { kind: '+', line: 1, text: `${line}x` },
              ],
            },
          ],
        };
        expect(Array.isArray(diffTriggers([file]))).toBe(true);
        expect(migrationFramework(path)).toSatisfy(
          (v: unknown) => v === null || typeof v === 'string',
        );
      }),
      { numRuns: propertyRuns() },
    );
  });
});

describe('the authorisation-word hint', () => {
  // Identifiers built from the words the shapes look for, in any case and spelling, with `$`,
  // `!`, `?` and `_` between their letters, and from words near them.
  const shapeWord = fc.constantFrom(
    ...['can', 'Can', 'CAN', 'admin', 'Admin', 'ADMIN', 'superuser', 'SuperUser', 'staff'],
    ...['Staff', 'role', 'Roles', 'permission', 'Permissions', 'authorize', 'Authorise'],
    ...['AUTHORIZED', 'policy', 'Policy'],
  );
  const filler = fc.constantFrom(
    ...['is', 'Is', 'has', 'Has', 'edit', 'Edit', 'invoice', 'user', 'x', '_', '$', '?', '!'],
    ...['ca', 'n', 'ad', 'min', 'pol', 'icy', 'ro', 'le', '9'],
  );
  const piece = fc.oneof(shapeWord, filler);
  // Most shapes hang on the first word (`can…`, `is…`, `has…`, `authori…`), so half the names
  // start with one of those.
  const lead = fc.constantFrom(
    'can',
    'Can',
    'is',
    'is_',
    'has',
    'has_',
    'authori',
    'Authori',
    'ca$',
  );
  const identifier = fc
    .tuple(fc.oneof(lead, fc.constant('')), fc.array(piece, { minLength: 1, maxLength: 5 }))
    .map(([first, parts]) => first + parts.join(''))
    .filter((id) => /^[A-Za-z_$][\w$]*[!?]?$/.test(id));

  // And names built on each shape, with a `$` put anywhere in them or none.
  const other = fc.constantFrom('Edit', 'Invoice', 'User', '_doc', 'X');
  const shaped = fc
    .oneof(
      fc.tuple(fc.constantFrom('can', 'Can', 'CAN_'), other),
      fc.tuple(
        fc.constantFrom('is', 'is_', 'Is'),
        fc.constantFrom('Admin', 'SuperAdmin', 'superuser', 'Staff', 'staff'),
      ),
      fc.tuple(fc.constantFrom('has', 'has_', 'Has'), fc.constantFrom('Role', 'Roles', 'role')),
      fc.tuple(other, fc.constantFrom('Permission', 'Permissions', '_permission')),
      fc.tuple(fc.constantFrom('authorize', 'Authorise', 'authorized'), other),
      fc.tuple(other, fc.constantFrom('Policy', '_policy')),
    )
    .chain(([a, b]) =>
      fc.nat(a.length + b.length + 1).map((at) => {
        const id = a + b;
        return at > id.length ? id : `${id.slice(0, Math.max(1, at))}$${id.slice(Math.max(1, at))}`;
      }),
    );

  it('every authorisation name is on a line the hint lets through (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(identifier, shaped),
        fc.string({ maxLength: 8 }),
        fc.string({ maxLength: 8 }),
        (id, a, b) => {
          const line = `${a} ${id}(${b})`;
          if (isAuthorisationName(id)) expect(mayNameAuthorisation(line), line).toBe(true);
        },
      ),
      { numRuns: propertyRuns(3) },
    );
  });

  it.each([
    'canEditInvoice',
    'isAdmin',
    'is_superuser',
    'is_staff',
    'admin?',
    'hasRole',
    'has_roles',
    'userPermissions',
    'authorizeUser',
    'AccessPolicy',
    'CAN_DELETE',
    'IsSuperAdmin',
  ])('each shape is let through: %s', (id) => {
    expect(isAuthorisationName(id)).toBe(true);
    expect(mayNameAuthorisation(`  if (!${id}(user)) return;`)).toBe(true);
  });

  it('a line with no such word is skipped; `$` inside the word does not hide it', () => {
    expect(mayNameAuthorisation('const total = sum(values);')).toBe(false);
    expect(isAuthorisationName('ca$nEdit')).toBe(true);
    expect(mayNameAuthorisation('if (ca$nEdit(user)) {')).toBe(true);
  });
});
