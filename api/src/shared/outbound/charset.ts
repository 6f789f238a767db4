/**
 * Decodes a response body the way a browser would: BOM, then the Content-Type charset, then a
 * `<meta charset>` / `<meta http-equiv="Content-Type">` in the first 2 KB, then UTF-8.
 */
export function decodeBody(body: Buffer, contentType: string): string {
  const label = bomCharset(body) ?? headerCharset(contentType) ?? metaCharset(body) ?? 'utf-8';
  return decoderFor(label).decode(body);
}

function decoderFor(label: string): TextDecoder {
  try {
    return new TextDecoder(label.trim().toLowerCase());
  } catch {
    return new TextDecoder('utf-8'); // an unknown label: browsers fall back too
  }
}

function bomCharset(body: Buffer): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function headerCharset(contentType: string): string | undefined {
  return contentType.match(/charset\s*=\s*"?([^";\s]+)/i)?.[1];
}

function metaCharset(body: Buffer): string | undefined {
  const head = body.subarray(0, 2048).toString('latin1');
  return head.match(/<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i)?.[1];
}
