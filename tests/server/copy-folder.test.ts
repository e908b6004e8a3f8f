import { chmod, mkdir, mkdtemp, readFile, readlink, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFolder } from './copy-folder';

const root = await mkdtemp(path.join(tmpdir(), 'copy-folder-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('copyFolder (each test server starts from a copy of the seeded folder)', () => {
  it('copies every folder, empty ones too, every file with its bytes and mode, and links', async () => {
    const from = path.join(root, 'from');
    await mkdir(path.join(from, 'base', '1'), { recursive: true });
    await mkdir(path.join(from, 'pg_wal', 'archive_status'), { recursive: true });
    await writeFile(path.join(from, 'PG_VERSION'), '17\n');
    await writeFile(path.join(from, 'base', '1', '1259'), Buffer.alloc(8192, 7));
    await chmod(path.join(from, 'base', '1', '1259'), 0o600);
    await symlink('base/1', path.join(from, 'current'));

    for (const to of [path.join(root, 'first'), path.join(root, 'second')]) {
      await copyFolder(from, to);
      expect(await readFile(path.join(to, 'PG_VERSION'), 'utf8')).toBe('17\n');
      expect(await readFile(path.join(to, 'base', '1', '1259'))).toEqual(Buffer.alloc(8192, 7));
      expect((await stat(path.join(to, 'base', '1', '1259'))).mode & 0o777).toBe(0o600);
      expect((await stat(path.join(to, 'pg_wal', 'archive_status'))).isDirectory()).toBe(true);
      expect(await readlink(path.join(to, 'current'))).toBe('base/1');
    }
  });

  it('leaves the source as it was: a change to a copy is the copy’s alone', async () => {
    const from = path.join(root, 'source');
    await mkdir(from);
    await writeFile(path.join(from, 'data'), 'seeded');
    const to = path.join(root, 'changed');
    await copyFolder(from, to);
    await writeFile(path.join(to, 'data'), 'written by a test');
    expect(await readFile(path.join(from, 'data'), 'utf8')).toBe('seeded');
  });
});
