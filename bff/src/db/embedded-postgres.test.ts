// Where the embedded database keeps its files (placeEmbeddedData). The tests run as root, as
// many first starts do (containers, fresh servers): PostgreSQL then runs as a 'postgres' user.
import { describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { placeEmbeddedData } from './embedded-postgres.js';

const isRoot = process.getuid?.() === 0;

/** A folder anyone may enter, holding a private one (0700, as mkdtemp makes it) and a home for moved databases. */
function layout() {
  const open = mkdtempSync(path.join(os.tmpdir(), 'touchline-place-'));
  chmodSync(open, 0o755);
  const privateFolder = mkdtempSync(path.join(open, 'private-'));
  return { open, privateFolder, home: path.join(open, 'var-lib-touchline') };
}

const modeOf = (folder: string) => statSync(folder).mode & 0o777;

describe('the embedded database of a Touchline started as root', () => {
  it("moves a default folder its 'postgres' user cannot reach to a folder of its own, made reachable, without opening the private folder", () => {
    const { privateFolder, home } = layout();
    const dataDir = path.join(privateFolder, 'checkout', '.data', 'postgres');
    const place = placeEmbeddedData({ dataDir, isDataDirChosen: false }, home);
    if (!isRoot) {
      expect(place).toEqual({ dataDir, movedBecause: null });
      return;
    }
    expect(place.dataDir).toMatch(new RegExp(`^${home}/[0-9a-f]{16}/postgres$`));
    expect(place.movedBecause).toBe(
      `its 'postgres' user cannot enter ${privateFolder}; set EMBEDDED_POSTGRES_DIR to choose another folder`,
    );
    expect(modeOf(home)).toBe(0o755);
    expect(modeOf(path.dirname(place.dataDir))).toBe(0o755);
    expect(readFileSync(path.join(path.dirname(place.dataDir), 'belongs-to.txt'), 'utf8')).toContain(
      path.join(privateFolder, 'checkout', '.data'),
    );
    expect(modeOf(privateFolder)).toBe(0o700);
  });

  it('gives each default folder its own place, and the same place on every start', () => {
    const { privateFolder, home } = layout();
    const one = path.join(privateFolder, 'one', '.data', 'postgres');
    const other = path.join(privateFolder, 'other', '.data', 'postgres');
    const first = placeEmbeddedData({ dataDir: one, isDataDirChosen: false }, home).dataDir;
    expect(placeEmbeddedData({ dataDir: one, isDataDirChosen: false }, home).dataDir).toBe(first);
    expect(placeEmbeddedData({ dataDir: other, isDataDirChosen: false }, home).dataDir).not.toBe(first);
  });

  it('keeps a default folder its user can reach where it is', () => {
    const { open, home } = layout();
    const dataDir = path.join(open, 'checkout', '.data', 'postgres');
    mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });
    expect(placeEmbeddedData({ dataDir, isDataDirChosen: false }, home)).toEqual({ dataDir, movedBecause: null });
  });

  it('uses a folder chosen with EMBEDDED_POSTGRES_DIR as given, reachable or not (starting then says why not)', () => {
    const { privateFolder, home } = layout();
    const dataDir = path.join(privateFolder, 'postgres');
    expect(placeEmbeddedData({ dataDir, isDataDirChosen: true }, home)).toEqual({ dataDir, movedBecause: null });
  });
});
