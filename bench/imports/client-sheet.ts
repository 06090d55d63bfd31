/** A CSV of distinct, valid LLC rows (EIN prefixes 10-16 cycle so every tax id is valid); the first `withForms` name an 8821. */
export function clientCsv(rows: number, withForms: number, prefix: number): Buffer {
  const lines = ['Client Type,Legal Name,EIN,Street,City,State,Zip,Phone,Loan Number,8821 File'];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `LLC,Bench Import ${i} LLC,${prefix + (i % 7)}-${String(1_000_000 + i)},1 Main St,Columbus,OH,43004,614-555-0100,B-${i},${i < withForms ? `form-${i}.pdf` : ''}`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

/** A multipart/form-data body of file parts, as a browser sends an upload. */
export function multipart(parts: { name: string; filename: string; bytes: Buffer }[]): {
  payload: Buffer;
  boundary: string;
} {
  const boundary = `bench${Date.now()}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    p.bytes,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), boundary };
}
