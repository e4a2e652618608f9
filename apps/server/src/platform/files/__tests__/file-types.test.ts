import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitiseFileName } from '../file-names.ts';
import { checkFileType, knownExtensions } from '../file-types.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('file type sniffing', () => {
  it('accepts files whose bytes carry the magic number of their extension', () => {
    expect(checkFileType('pdf', bytes('%PDF-1.7\n'), knownExtensions)).toMatchObject({ ok: true });
    expect(checkFileType('JPG', bytes([0xff, 0xd8, 0xff, 0xe0]), knownExtensions)).toMatchObject({ ok: true });
    const docx = bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml');
    expect(checkFileType('docx', docx, knownExtensions)).toMatchObject({ ok: true });
    expect(checkFileType('txt', Buffer.from('请假条\r\n'), knownExtensions)).toMatchObject({ ok: true });
  });

  it('refuses mismatches, programs, and types the tenant does not allow', () => {
    expect(checkFileType('png', bytes('%PDF-1.7'), knownExtensions)).toEqual({ ok: false, reason: 'content' });
    expect(checkFileType('xlsx', bytes([0x50, 0x4b, 0x03, 0x04], 'word/'), knownExtensions)).toEqual({
      ok: false,
      reason: 'content',
    });
    expect(checkFileType('txt', bytes('#!/bin/sh\nrm -rf /'), knownExtensions)).toEqual({
      ok: false,
      reason: 'executable',
    });
    expect(checkFileType('txt', bytes('abc', [0], 'def'), knownExtensions)).toEqual({ ok: false, reason: 'content' });
    expect(checkFileType('svg', bytes('<svg/>'), knownExtensions)).toEqual({ ok: false, reason: 'type' });
    expect(checkFileType('pdf', bytes('%PDF-1.7'), ['jpg'])).toEqual({ ok: false, reason: 'type' });
  });

  it('keeps names harmless: no paths, controls or bidi tricks; UTF-8 names survive download', () => {
    expect(sanitiseFileName('..\\..\\etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(sanitiseFileName('...')).toBe('file');
    expect(sanitiseFileName(`${'长'.repeat(300)}.pdf`)).toHaveLength(120);
    expect(contentDisposition('请假条 "1".pdf')).toBe(
      `attachment; filename="___ _1_.pdf"; filename*=UTF-8''%E8%AF%B7%E5%81%87%E6%9D%A1%20%221%22.pdf`,
    );
  });
});
