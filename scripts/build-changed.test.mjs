import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildDecision, forgetBuild, recordBuild, WORKSPACES } from './build-changed.mjs';

const backend = WORKSPACES.find((workspace) => workspace.name === 'backend');

/** A checkout with the backend's sources, and a stand-in for its build (writes dist/main.js). */
function checkout() {
  const root = mkdtempSync(join(tmpdir(), 'build-changed-'));
  mkdirSync(join(root, 'backend/src/orders'), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{}');
  writeFileSync(join(root, 'package-lock.json'), '{}');
  writeFileSync(join(root, 'backend/package.json'), '{}');
  writeFileSync(join(root, 'backend/tsconfig.json'), '{}');
  writeFileSync(join(root, 'backend/src/main.ts'), 'bootstrap();\n');
  writeFileSync(join(root, 'backend/src/orders/orders.service.ts'), 'export class OrdersService {}\n');
  writeFileSync(join(root, 'backend/src/orders/orders.e2e-spec.ts'), "it('places an order');\n");
  return root;
}

/** What `npm start` does with its decision: build, then record the inputs built from. */
function start(root) {
  const { build, hash } = buildDecision(root, backend);
  if (build) {
    forgetBuild(root, backend);
    mkdirSync(join(root, 'backend/dist'), { recursive: true });
    writeFileSync(join(root, 'backend/dist/main.js'), '');
    recordBuild(root, backend, hash);
  }
  return build;
}

/** Moves a file's modification time forward, as `touch` would a second later. */
function touch(file) {
  const later = new Date(Date.now() + 1000);
  utimesSync(file, later, later);
}

describe('npm start builds a workspace only when its inputs changed', () => {
  let root;
  before(() => {
    root = checkout();
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('builds on the first start, when nothing was built', () => {
    assert.equal(start(root), true);
  });

  it('skips the build on a second start with nothing changed', () => {
    assert.equal(start(root), false);
  });

  it('builds again after a source file is touched, and only once', () => {
    touch(join(root, 'backend/src/orders/orders.service.ts'));
    assert.equal(start(root), true);
    assert.equal(start(root), false);
  });

  it('builds again after a source changes, the lockfile changes or a file is added', () => {
    writeFileSync(join(root, 'backend/src/main.ts'), 'bootstrap(3000);\n');
    assert.equal(start(root), true);
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion": 3}');
    assert.equal(start(root), true);
    writeFileSync(join(root, 'backend/src/orders/order-status.ts'), 'export const PENDING = 1;\n');
    assert.equal(start(root), true);
    assert.equal(start(root), false);
  });

  it('does not build for a change to a test, which the build leaves out', () => {
    writeFileSync(join(root, 'backend/src/orders/orders.e2e-spec.ts'), "it('cancels an order');\n");
    assert.equal(start(root), false);
  });

  it('builds when the output is gone, or when the last build failed', () => {
    rmSync(join(root, 'backend/dist/main.js'));
    assert.equal(start(root), true);
    touch(join(root, 'backend/src/main.ts'));
    forgetBuild(root, backend); // what a failed build leaves: the stamp removed, none written
    assert.equal(buildDecision(root, backend).build, true);
  });
});
