// What may be uploaded, decided by the extension AND the bytes: a renamed .exe never passes as a
// .jpg, because the content must carry the magic number of the type its name claims.

type Sniffer = (bytes: Buffer) => boolean;

export type FileType = { ext: string; mime: string; image: boolean; sniff: Sniffer };

const startsWith =
  (...signatures: number[][]): Sniffer =>
  (bytes) =>
    signatures.some((sig) => sig.length <= bytes.length && sig.every((b, i) => bytes[i] === b));

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const isJpeg = startsWith([0xff, 0xd8, 0xff]);
const isPng = startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isGif = startsWith(ascii('GIF87a'), ascii('GIF89a'));
const isWebp: Sniffer = (b) => startsWith(ascii('RIFF'))(b) && b.subarray(8, 12).toString('latin1') === 'WEBP';
const isBmp = startsWith(ascii('BM'));
const isPdf = startsWith(ascii('%PDF-'));
const isZip = startsWith([0x50, 0x4b, 0x03, 0x04], [0x50, 0x4b, 0x05, 0x06]);
// Legacy Office (.doc, .xls, .ppt) is an OLE2 compound file.
const isOle2 = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** ISO base media (mp4, mov, heic): a `ftyp` box at offset 4 whose major brand is one of `brands`. */
function isFtyp(brands: string[]): Sniffer {
  return (b) =>
    b.length >= 12 &&
    b.subarray(4, 8).toString('latin1') === 'ftyp' &&
    brands.includes(b.subarray(8, 12).toString('latin1'));
}

/**
 * Office Open XML is a zip whose entry names (stored uncompressed in the headers) include
 * `[Content_Types].xml` and the part folder of the application.
 */
function isOoxml(folder: string): Sniffer {
  return (b) => isZip(b) && b.includes('[Content_Types].xml', 0, 'latin1') && b.includes(folder, 0, 'latin1');
}

/**
 * Text has no magic number: accept it when it holds no control bytes other than tab, line breaks,
 * form feed and escape. Executables and other binaries always contain NUL or other control bytes.
 */
const isText: Sniffer = (b) => {
  for (const byte of b.subarray(0, 64 * 1024)) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1b) return false;
    if (byte === 0x7f) return false;
  }
  return true;
};

const types: FileType[] = [
  { ext: 'jpg', mime: 'image/jpeg', image: true, sniff: isJpeg },
  { ext: 'jpeg', mime: 'image/jpeg', image: true, sniff: isJpeg },
  { ext: 'png', mime: 'image/png', image: true, sniff: isPng },
  { ext: 'gif', mime: 'image/gif', image: true, sniff: isGif },
  { ext: 'webp', mime: 'image/webp', image: true, sniff: isWebp },
  { ext: 'bmp', mime: 'image/bmp', image: true, sniff: isBmp },
  { ext: 'heic', mime: 'image/heic', image: true, sniff: isFtyp(['heic', 'heix', 'mif1', 'msf1']) },
  { ext: 'pdf', mime: 'application/pdf', image: false, sniff: isPdf },
  { ext: 'doc', mime: 'application/msword', image: false, sniff: isOle2 },
  { ext: 'xls', mime: 'application/vnd.ms-excel', image: false, sniff: isOle2 },
  { ext: 'ppt', mime: 'application/vnd.ms-powerpoint', image: false, sniff: isOle2 },
  {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    image: false,
    sniff: isOoxml('word/'),
  },
  {
    ext: 'xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    image: false,
    sniff: isOoxml('xl/'),
  },
  {
    ext: 'pptx',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    image: false,
    sniff: isOoxml('ppt/'),
  },
  { ext: 'zip', mime: 'application/zip', image: false, sniff: isZip },
  { ext: 'txt', mime: 'text/plain', image: false, sniff: isText },
  { ext: 'csv', mime: 'text/csv', image: false, sniff: isText },
  { ext: 'mp4', mime: 'video/mp4', image: false, sniff: isFtyp(['isom', 'iso2', 'mp41', 'mp42', 'avc1', 'M4V ']) },
  { ext: 'mov', mime: 'video/quicktime', image: false, sniff: isFtyp(['qt  ']) },
];

const byExt = new Map(types.map((t) => [t.ext, t]));

/** Every extension the platform can check; a tenant may allow fewer. */
export const knownExtensions: readonly string[] = types.map((t) => t.ext);

export function fileTypeOf(ext: string): FileType | undefined {
  return byExt.get(ext.toLowerCase());
}

// Programs and scripts are refused whatever their name: PE (MZ), ELF, Mach-O, Java class/fat
// Mach-O (CAFEBABE) and shebang scripts.
const isExecutable = startsWith(
  ascii('MZ'),
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  ascii('#!'),
);

export type SniffResult = { ok: true; type: FileType } | { ok: false; reason: 'type' | 'content' | 'executable' };

/** Checks a file's extension against the allowed list and its bytes against the extension. */
export function checkFileType(ext: string, bytes: Buffer, allowed: readonly string[]): SniffResult {
  const type = fileTypeOf(ext);
  if (!type || !allowed.includes(type.ext)) return { ok: false, reason: 'type' };
  if (isExecutable(bytes)) return { ok: false, reason: 'executable' };
  if (!type.sniff(bytes)) return { ok: false, reason: 'content' };
  return { ok: true, type };
}
