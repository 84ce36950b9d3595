import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * Issue 38's PDF: one page whose Flate-compressed content stream shows text `operators` times (about
 * 123 KB for 2,000,000, inflating to 18 MB). Parsed on the main thread it held the portal for minutes.
 */
export function operatorBombPdf(operators = 2_000_000): Buffer {
  const parts: string[] = ['BT /F1 1 Tf '];
  for (let i = 0; i < operators; i++) parts.push(`(${i % 1000}) Tj `);
  parts.push('ET');
  const content = deflateSync(Buffer.from(parts.join(''), 'latin1'), { level: 9 });
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    `trailer << /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  chunks.push(Buffer.from(xref));
  return Buffer.concat(chunks);
}

/** An EBML element: its id bytes, an 8-byte size (or "unknown"), its body. */
function ebml(id: number[], body: Buffer | null, unknownSize = false): Buffer {
  const size = Buffer.alloc(8);
  if (unknownSize) size.set([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  else {
    size.writeUInt32BE(0x01000000, 0);
    size.writeUInt32BE(body!.length, 4);
  }
  return Buffer.concat([Buffer.from(id), size, body ?? Buffer.alloc(0)]);
}

/**
 * A WebM recording of `bytes` bytes laid out as a phone's recorder writes one: the EBML header (DocType
 * webm), a Segment of unknown size with Info and an Opus audio track, then a cluster whose one block
 * holds the (random) sound.
 */
export function webmRecording(bytes: number): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], Buffer.concat([ebml([0x42, 0x82], Buffer.from('webm'))]));
  const info = ebml([0x15, 0x49, 0xa9, 0x66], ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])));
  const track = ebml(
    [0xae],
    Buffer.concat([
      ebml([0xd7], Buffer.from([1])),
      ebml([0x83], Buffer.from([2])),
      ebml([0x86], Buffer.from('A_OPUS')),
    ]),
  );
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], track);
  const start = Buffer.concat([
    header,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    info,
    tracks,
  ]);
  const timecode = ebml([0xe7], Buffer.from([0]));
  const blockSize = Math.max(1, bytes - start.length - 12 - timecode.length - 9);
  const cluster = ebml(
    [0x1f, 0x43, 0xb6, 0x75],
    Buffer.concat([timecode, ebml([0xa3], randomBytes(blockSize))]),
    true,
  );
  return Buffer.concat([start, cluster]);
}

/** The EBML magic with random bytes behind it: not a recording, whatever its first four bytes say. */
export function webmJunk(bytes: number): Buffer {
  const data = randomBytes(bytes);
  data.set([0x1a, 0x45, 0xdf, 0xa3], 0);
  return data;
}
